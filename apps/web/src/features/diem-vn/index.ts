/** The national gradebook's public pieces for other features: a homeroom class's stored marks summary and conduct. */
export { useSummary } from './api/summary';
export { formatAverage } from './components/cell-text';
