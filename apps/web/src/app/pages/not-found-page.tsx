import { ErrorPage } from './error-page';

export default function NotFoundPage() {
  return <ErrorPage status="404" />;
}
