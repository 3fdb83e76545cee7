/** public-site-and-sign-in.md §2.1, §9: the layout turns mobile at this width or less. */
export const MOBILE_BREAKPOINT_PX = 768;

/** public-site-and-sign-in.md §9: a lazily loaded part of the web app that takes longer fails. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** console.md §9: tasks per page. */
export const TASK_PAGE_SIZE = 10;

/** The company time zone when none is configured (README: COMPANY_TIMEZONE_DEFAULT). */
export const DEFAULT_COMPANY_TIMEZONE = 'Asia/Kolkata';
