import { type Authority, passesAuthority } from '@hpl/shared';
import type { Db } from '../../db/client';
import type { SessionUser } from '../../lib/session-user';

/** The stored file as the download policy sees it. */
export interface DownloadableFile {
  id: number;
  purpose: string;
  ownerAccountId: number | null;
}

/**
 * Who besides the owner may download a file of a purpose. A module that stores files of its own purpose adds an
 * entry (`registerDownloadPolicy('leave-attachment', …)`); a purpose without an entry is for its owner only.
 */
export type DownloadPolicy =
  | { anyone: true }
  | {
      /** Who may read every file of the purpose (an authority of `packages/shared`). */
      authority?: Authority;
      /** Or a rule about this file and this user (e.g. the approver of the request it is attached to). */
      check?: (user: SessionUser, file: DownloadableFile, db: Db) => Promise<boolean> | boolean;
    };

/** People's photos: served by content hash (`/api/medias/avatars/{key}`); the directory registers who sees whom. */
export const AVATAR_PURPOSE = 'avatar';

const policies = new Map<string, DownloadPolicy>();

export function registerDownloadPolicy(purpose: string, policy: DownloadPolicy): void {
  policies.set(purpose, policy);
}

/** Whether the user may download the file: the purpose's policy, or being its owner. */
export async function mayDownload(db: Db, user: SessionUser, file: DownloadableFile): Promise<boolean> {
  if (file.ownerAccountId !== null && file.ownerAccountId === user.accountId) return true;
  const policy = policies.get(file.purpose);
  if (!policy) return false;
  if ('anyone' in policy) return true;
  if (policy.authority && passesAuthority(policy.authority, user)) return true;
  return policy.check ? await policy.check(user, file, db) : false;
}
