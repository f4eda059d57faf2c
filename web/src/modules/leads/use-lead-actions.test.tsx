import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithApp } from '../../test/render';
import '../../test/timeouts';
import { expectToast, resetToasts } from '../../test/toasts';
import { useLeadActions } from './use-lead-actions';

/** The screen keeps 'Delete Selected' hidden without a selection; the action still refuses an empty one. */
function Harness() {
  const actions = useLeadActions({ refresh: () => undefined, onDeleted: () => undefined });
  return (
    <button type="button" onClick={() => actions.removeSelected([])}>
      Delete Selected
    </button>
  );
}

beforeEach(() => resetToasts());

it("refuses to delete an empty selection with 'No Selection', asking nothing", async () => {
  renderWithApp(<Harness />);
  await userEvent.click(screen.getByText('Delete Selected'));
  await expectToast('No Selection', 'Please select leads to delete');
  expect(document.querySelector('.ant-modal')).toBeNull();
});
