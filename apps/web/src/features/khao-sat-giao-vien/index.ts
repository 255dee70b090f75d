// Student surveys of teaching: the home page's card, for the dashboard (loaded on demand, for pupils only).
export { SurveyCard } from './survey-card-lazy';
