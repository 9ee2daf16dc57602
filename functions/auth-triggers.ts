/**
 * The Cognito triggers of the user pool: one source for the CDK user pool (which attaches a function
 * per entry) and the local stack (cognito-local invokes them through the adapter's Lambda endpoint).
 * `handler` names the module under `functions/handlers/` exporting `handler`, as in the route table.
 */
export const authTriggers = [
  { trigger: 'PostConfirmation', handler: 'auth/post-confirmation' },
  { trigger: 'PostAuthentication', handler: 'auth/post-authentication' },
  { trigger: 'CustomMessage', handler: 'auth/custom-message' },
  // No tokens for a user an admin deactivated (also covers refresh and cognito-local).
  { trigger: 'PreTokenGeneration', handler: 'auth/pre-token-generation' },
] as const;

export type AuthTrigger = (typeof authTriggers)[number];

/** The function name cognito-local is told to invoke for a trigger locally. */
export function getLocalTriggerFunctionName(trigger: AuthTrigger): string {
  return `storefront-${trigger.handler.replace(/\//g, '-')}`;
}

/** cognito-local's `TriggerFunctions`: trigger name to local function name. */
export function getLocalTriggerFunctions(): Record<string, string> {
  return Object.fromEntries(authTriggers.map((t) => [t.trigger, getLocalTriggerFunctionName(t)]));
}

/** The handler module of a local function name, or `undefined` for an unknown name. */
export function findTriggerHandler(functionName: string): string | undefined {
  return authTriggers.find((t) => getLocalTriggerFunctionName(t) === functionName)?.handler;
}
