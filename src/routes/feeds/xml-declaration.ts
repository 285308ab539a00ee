/** The XML declaration every feed starts with. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';
