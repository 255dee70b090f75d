/** The Node options between `node` and the entry of `npm run start:server`. */
export const serverNodeOptions: string[];
/** The arguments of `process.execPath` that start the built server at `entry` with `args`. */
export function serverArgs(entry: string, ...args: string[]): string[];
