import { Card } from 'antd';
import { curlExample } from './api-key-meta';

/** Usage instructions: the header, a curl call for this origin, and where the API is described. */
export function ApiUsage() {
  const origin = window.location.origin;
  return (
    <Card className="ff-api-keys__usage" title={<h2>Using the API</h2>}>
      <p>
        Send the key in the <code>Authorization</code> header of every call:{' '}
        <code>Authorization: Bearer ff_live_…</code>. It works on the REST API under{' '}
        <code>{origin}/api/v1</code> and on GraphQL at <code>{origin}/graphql</code>, with the permissions the
        key was given.
      </p>
      <p>List your funnels:</p>
      <pre className="ff-api-keys__code" tabIndex={0}>
        {curlExample(origin)}
      </pre>
      <p>Create one:</p>
      <pre
        className="ff-api-keys__code"
        tabIndex={0}
      >{`curl -X POST -H "Authorization: Bearer YOUR_API_KEY" -H "Content-Type: application/json" \\
  -d '{"name":"My funnel"}' ${origin}/api/v1/funnels`}</pre>
      <p className="ff-api-keys__links">
        <a href="/api/v1/docs" target="_blank" rel="noreferrer">
          REST API reference (OpenAPI)
        </a>
        <a href="/graphiql" target="_blank" rel="noreferrer">
          GraphiQL explorer
        </a>
      </p>
    </Card>
  );
}
