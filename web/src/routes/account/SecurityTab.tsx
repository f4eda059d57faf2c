/** Account Settings, Security tab (002 §2). */
export function SecurityTab() {
  return (
    <div className="ff-settings-note">
      <p>
        Your password and email address are changed on the Profile tab. A new password signs you out
        everywhere else.
      </p>
    </div>
  );
}
