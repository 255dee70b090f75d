/** The product version shown in the footer (spec §9). Kept in step with package.json by the release. */
export const APP_VERSION = '1.3.1';
