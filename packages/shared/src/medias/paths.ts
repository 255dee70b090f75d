/**
 * Where people's photos come from. A photo is addressed by the sha256 of its bytes, never by a counting id, and the
 * server answers it only to those who may see the person. No zod here: the web shell imports this.
 */
export const AVATAR_PATH = '/api/medias/avatars';

/** The address of a person's photo, or none (the avatar then shows initials). */
export function avatarUrl(key: string | null | undefined): string | undefined {
  return key ? `${AVATAR_PATH}/${key}` : undefined;
}
