import type { RouteMatch } from '@hpl/shared/routes';
import { matchScreen } from '@hpl/shared/routes';
import { Flex, Spin } from 'antd';
import { Activity, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { LoadErrorBoundary } from '../load-error-boundary';
import { PageContext } from '../page-context';
import { findPageComponent } from '../route-components';
import { useSettings } from '../settings/settings-store';
import type { TabPage } from '../tabs/tab-ops';

function PageLoading() {
  return (
    <Flex justify="center" style={{ padding: 48 }}>
      <Spin />
    </Flex>
  );
}

/** One page inside its own `<Routes location>`, so `useParams`/`useLocation` in a cached tab see that tab's address. */
function RoutedPage({ match, location, keyPath }: { match: RouteMatch; location: string; keyPath: string }) {
  const Page = findPageComponent(match.route.fullPath);
  return (
    <PageContext.Provider value={{ route: match.route, params: match.params, keyPath }}>
      <LoadErrorBoundary resetKey={location}>
        <Suspense fallback={<PageLoading />}>
          <Routes location={location}>
            <Route path={match.route.fullPath} element={<Page />} />
          </Routes>
        </Suspense>
      </LoadErrorBoundary>
    </PageContext.Provider>
  );
}

function animationClass(settings: ReturnType<typeof useSettings>): string {
  const { disabled, name, direction } = settings.animate;
  return disabled ? '' : `page-enter page-${name}-${direction}`;
}

/**
 * The content area. With multi pages and page cache on, every open tab stays mounted in React's <Activity> (hidden
 * when not active), keyed by its path and refresh counter: switching tabs keeps a form half-filled, refresh remounts.
 */
export function PageOutlet({
  match,
  location,
  activeKey,
  tabs,
}: {
  match: RouteMatch;
  location: string;
  activeKey: string;
  tabs: readonly TabPage[];
}) {
  const settings = useSettings();
  const active = tabs.find((tab) => tab.keyPath === activeKey);
  if (active?.loading) return <PageLoading />;

  if (!settings.multiPage || !settings.cachePage) {
    return (
      <div key={`${activeKey}#${active?.cachedKey ?? 0}`} className={animationClass(settings)}>
        <RoutedPage match={match} location={location} keyPath={activeKey} />
      </div>
    );
  }

  return tabs.map((tab) => {
    const isActive = tab.keyPath === activeKey;
    const tabMatch = isActive ? match : matchScreen(tab.fullPath.split('?')[0] ?? tab.fullPath);
    if (!tabMatch) return null;
    return (
      <Activity key={`${tab.keyPath}#${tab.cachedKey}`} mode={isActive ? 'visible' : 'hidden'}>
        <div className={isActive ? animationClass(settings) : undefined}>
          <RoutedPage match={tabMatch} location={isActive ? location : tab.fullPath} keyPath={tab.keyPath} />
        </div>
      </Activity>
    );
  });
}
