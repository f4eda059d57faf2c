import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the antd Select named `selectName` and picks the option labelled `optionLabel`. */
export async function chooseOption(user: UserEvent, selectName: string, optionLabel: string): Promise<void> {
  // By label, not by role: role queries over a whole antd screen are slow in jsdom.
  await user.click(screen.getByLabelText(selectName, { selector: 'input' }));
  const option = await waitFor(() => {
    const open = Array.from(
      document.querySelectorAll<HTMLElement>('.ant-select-dropdown:not(.ant-select-dropdown-hidden)'),
    );
    const match = open
      .flatMap((dropdown) => Array.from(dropdown.querySelectorAll<HTMLElement>('.ant-select-item-option')))
      .find((item) => item.getAttribute('title') === optionLabel);
    if (!match) throw new Error(`No open option "${optionLabel}" in "${selectName}"`);
    return match;
  });
  await user.click(option);
}
