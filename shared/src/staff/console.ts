// What the shell's staff layout and the staff console's pages agree on, so neither imports the other.

/**
 * The id of the element in the staff layout's header where the console puts the signed-in member's name, the Sign
 * out button and the navigation: only the console knows who is signed in, and the shell never calls the staff api.
 */
export const staffHeaderSlotId = 'staff-console-member';

/** What the staff pages tell search engines: never list them, never follow their links. */
export const staffRobots = 'noindex, nofollow';
