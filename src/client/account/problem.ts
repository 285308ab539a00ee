import type { ApiError } from "../../shared/account-api";

/**
 * What went wrong with an account call, ready to show: the proxy's stable code and its Norwegian
 * sentence (`{ error: { code, message } }`, docs/architecture.md "The account proxy"), or one the
 * client made up for a failure that never reached the proxy (no network, an answer that does not
 * parse).
 */
export type Problem = ApiError["error"];
