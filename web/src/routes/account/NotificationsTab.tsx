/** The Settings screen's Notifications tab (002 §2): the account emails that are always sent. */
export function NotificationsTab() {
  return (
    <div className="ff-settings-note">
      <p>Account emails are always sent and cannot be switched off:</p>
      <ul>
        <li>When your email address changes, your previous address is told.</li>
        <li>When someone tries to create an account with your address, you are told.</li>
      </ul>
    </div>
  );
}
