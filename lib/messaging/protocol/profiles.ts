/** Commands of the profiles area (`profiles.*`). */
export const profilesProtocol = {};
