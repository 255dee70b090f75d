// Homeroom tools: my homeroom classes of the chosen year, for the lunch-cancellation screen of ban-tru.
export { useMyHomerooms } from './api/my-homerooms';
