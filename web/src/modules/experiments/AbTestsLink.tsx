import { ExperimentOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { experimentsPath } from './experiment-meta';
import './ab-tests-link.css';

/** 'A/B tests': the list of tests, of one funnel when a screen is showing one. */
export function AbTestsLink({ funnelId = null }: { funnelId?: string | null }) {
  return (
    <Link to={experimentsPath(funnelId)} className="ff-ab-tests-link">
      <ExperimentOutlined aria-hidden /> A/B tests
    </Link>
  );
}
