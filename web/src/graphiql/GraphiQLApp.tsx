import { createGraphiQLFetcher } from '@graphiql/toolkit';
import { GraphiQL } from 'graphiql';
import { useEffect, useMemo, useState } from 'react';
import './graphiql.css';

type State = 'checking' | 'signed-in' | 'signed-out';

/** GraphiQL for signed-in users, bundled with the app (no CDN); it uses the session cookie. */
export function GraphiQLApp() {
  const [state, setState] = useState<State>('checking');
  useEffect(() => {
    fetch('/api/auth/user', { credentials: 'same-origin' })
      .then((response) => setState(response.ok ? 'signed-in' : 'signed-out'))
      .catch(() => setState('signed-out'));
  }, []);
  const fetcher = useMemo(
    () =>
      createGraphiQLFetcher({
        url: `${window.location.origin}/graphql`,
        subscriptionUrl: `${window.location.origin.replace(/^http/, 'ws')}/graphql`,
      }),
    [],
  );

  if (state === 'checking') return <div className="ff-graphiql-note">Loading…</div>;
  if (state === 'signed-out') {
    return (
      <div className="ff-graphiql-note">
        <h1>GraphiQL</h1>
        <p>Sign in to explore the FunnelForge GraphQL API with your account.</p>
        <a href="/api/login?returnTo=%2Fgraphiql">Sign in</a>
      </div>
    );
  }
  return (
    <GraphiQL
      fetcher={fetcher}
      defaultQuery={'# Welcome to the FunnelForge GraphQL API\n{\n  me {\n    id\n    email\n  }\n}\n'}
    />
  );
}
