/**
 * Downscaling before upload, the same for the public request form (public-site-and-sign-in.md
 * §5, §9) and the console (console.md §5): images over 1 MB get a longest side of 1024 px at
 * JPEG quality 0.7.
 */
export const IMAGE_RESIZE_THRESHOLD_BYTES = 1024 * 1024;
export const IMAGE_MAX_SIDE_PX = 1024;
export const IMAGE_QUALITY = 0.7;
