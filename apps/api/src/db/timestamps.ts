/**
 * A timestamptz as PostgreSQL writes it in UTC (`2026-12-01 21:19:37.123456+00`), which is every one our database
 * sends: read by the engine's own ISO date parser, about a fifth of what node-postgres' general parser costs, which
 * every request paid for the session's timestamps. Anything else (another zone, BC, infinity) goes to that parser.
 */
const UTC_TIMESTAMP = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?\+00$/;

export function timestampParser(general: (text: string) => unknown): (text: string) => unknown {
  return (text) =>
    UTC_TIMESTAMP.test(text) ? new Date(`${text.slice(0, 10)}T${text.slice(11, -3)}Z`) : general(text);
}
