// Homeroom tools: my homeroom classes of the chosen year and one class's roster (lunch cancellations, notices).
export { useHomeroomClass, useMyHomerooms } from './api/my-homerooms';
