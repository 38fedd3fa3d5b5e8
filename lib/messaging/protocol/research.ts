/** Commands of the research area (`research.*`). */
export const researchProtocol = {};
