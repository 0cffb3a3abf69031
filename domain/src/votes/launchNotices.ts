/**
 * How long a launch notice's confirmation link stays valid, in hours; an address not confirmed
 * by then is forgotten.
 */
export const LAUNCH_NOTICE_CONFIRMATION_HOURS = 48;
