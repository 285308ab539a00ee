import type { AppEnv } from "../config/app-env";
import type { PushSettings } from "../push/push-settings";

/** The push routes' environment: the app's, plus push settings (only set when push is configured). */
export type PushEnv = { Bindings: AppEnv["Bindings"]; Variables: AppEnv["Variables"] & { push: PushSettings } };
