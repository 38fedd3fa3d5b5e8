/** Commands of the monitoring area (`monitoring.*`). */
export const monitoringProtocol = {};
