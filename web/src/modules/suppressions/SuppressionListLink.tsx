import { StopOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import '../experiments/ab-tests-link.css';

/** 'Suppression list': the addresses every send skips (from the email screens' toolbars). */
export function SuppressionListLink() {
  return (
    <Link to="/suppressions" className="ff-ab-tests-link">
      <StopOutlined aria-hidden /> Suppression list
    </Link>
  );
}
