// Student surveys of teaching: the home page's card, for the dashboard.
export { SurveyCard } from './components/survey-card';
