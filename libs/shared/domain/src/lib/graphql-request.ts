// How large one GraphQL request may be, at every hop that reads it: the web origin (dev), nginx
// (production) and the gateway. Far above any form's request (the largest, a 12-life sale, is
// about 10 KB; the profile photo is 200 KB of base64 at most).

/** 256 KiB. */
export const GRAPHQL_MAX_BODY_BYTES = 256 * 1024;
export const GRAPHQL_TOO_LARGE_MESSAGE = 'The request is too large.';
