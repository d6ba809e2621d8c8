/** localStorage flag: this browser was signed in when last seen (use-session.ts; read by the route hints too). */
export const SESSION_HINT_KEY = 'imali:signed-in';
