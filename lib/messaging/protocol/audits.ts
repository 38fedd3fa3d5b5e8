/** Commands of the audits area (`audits.*`). */
export const auditsProtocol = {};
