/**
 * The part of oidc-provider 9 that the portal uses (the package ships no TypeScript types). Kept deliberately
 * narrow: widen it when another API of the provider is needed.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface AdapterPayload {
    accountId?: string;
    grantId?: string;
    userCode?: string;
    uid?: string;
    consumed?: number;
    [key: string]: unknown;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface Interaction {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown>;
    session?: { accountId?: string };
    grantId?: string;
    lastSubmission?: Record<string, unknown>;
  }

  export interface GrantInstance {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export interface KoaContextWithOIDC {
    type: string;
    body: unknown;
    status: number;
    host: string;
    get(header: string): string;
    cookies: { get(name: string): string | undefined };
    oidc: { client?: { clientId: string }; [key: string]: unknown };
  }

  export interface Configuration {
    [key: string]: unknown;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Configuration);
    proxy: boolean;
    issuer: string;
    /** Koa's request handler: settles once the answer is written (Koa handles the errors itself). */
    callback(): (req: IncomingMessage, res: ServerResponse) => Promise<void>;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: {
      new (properties: { accountId: string; clientId: string }): GrantInstance;
      find(id: string): Promise<GrantInstance | undefined>;
    };
    on(event: string, listener: (...args: unknown[]) => void): void;
  }

  export const errors: {
    InvalidTarget: new (description?: string) => Error;
    SessionNotFound: new (description?: string) => Error;
    [name: string]: new (description?: string) => Error;
  };

  export default Provider;
}

/**
 * The provider's own AsyncLocalStorage: each of its requests runs inside it (lib/helpers/initialize_app.js), and its
 * token formats read the request from it. The package has no exports map, so the module resolves as the provider's
 * own import does: the same instance.
 */
declare module 'oidc-provider/lib/helpers/als.js' {
  import type { AsyncLocalStorage } from 'node:async_hooks';

  const storage: AsyncLocalStorage<unknown>;
  export default storage;
}
