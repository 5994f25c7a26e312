/** SPEC §9 'Version value 0.1': the site's version, in GET /api/health and the page's <meta name="version">. */
export const SITE_VERSION = '0.1';
