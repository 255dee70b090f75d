import { z } from 'zod';

/** The key of a person's photo: the sha256 of its bytes (see `avatarUrl`). */
export const zAvatarKey = z.string().regex(/^[0-9a-f]{64}$/);
