import { readDeliveryReport } from '../src/modules/email/inbound/delivery-reports';

/**
 * Bounces and complaints as they come back by email, read into what they report: RFC 3464 DSNs
 * (Postfix, Gmail, Exchange Online), the plain-text bounces of Postfix, Exim, qmail, sendmail and
 * Exchange, RFC 5965 ARF reports, and mail that is none of these (auto-replies, ordinary mail).
 * Fixtures are written with LF and sent with CRLF, as on the wire.
 */
const wire = (text: string, eol = '\r\n') => Buffer.from(text.replace(/\n/g, eol), 'utf8');
const read = (text: string) => readDeliveryReport(wire(text));
/** Base64 as a mail client wraps it, of CRLF text. */
const base64 = (text: string) =>
  Buffer.from(text.replace(/\n/g, '\r\n')).toString('base64').replace(/.{76}/g, '$&\n');

/** Our Message-IDs: `<delivery row id>.<content id>@domain` (see delivery/message.ts). */
const ID_1 =
  '<6f1c2a9e-8b7d-4c5e-9f10-2a3b4c5d6e7f.0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9@mail.funnelforge.example>';
const ID_2 =
  '<7a2d3b0f-9c8e-4d6f-a021-3b4c5d6e7f80.0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9@mail.funnelforge.example>';
const ID_3 =
  '<8b3e4c1a-0d9f-4e7a-b132-4c5d6e7f8091.0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9@mail.funnelforge.example>';

/** The campaign message a report returns. */
const original = (to: string, id: string) => `Return-Path: <bounces@mail.funnelforge.example>
From: Acme News <news@mail.funnelforge.example>
To: ${to}
Subject: Spring offer: 20% off
Date: Mon, 1 Dec 2025 09:59:58 +0000
Message-ID: ${id}
List-Unsubscribe: <mailto:unsubscribe@inbound.funnelforge.example?subject=unsubscribe-abc.def>
MIME-Version: 1.0
Content-Type: multipart/alternative; boundary="--_NmP-ab12cd34-Part_1"

----_NmP-ab12cd34-Part_1
Content-Type: text/plain; charset=utf-8

Spring is here: 20% off everything until Sunday.
----_NmP-ab12cd34-Part_1
Content-Type: text/html; charset=utf-8

<p>Spring is here: 20% off everything until Sunday.</p>
----_NmP-ab12cd34-Part_1--
`;

const POSTFIX_DSN = `Return-Path: <>
Delivered-To: bounces@mail.funnelforge.example
Received: by mail.funnelforge.example (Postfix) id 4ABC1234DE; Mon,  1 Dec 2025 10:00:02 +0000 (UTC)
Date: Mon,  1 Dec 2025 10:00:02 +0000 (UTC)
From: MAILER-DAEMON@mail.funnelforge.example (Mail Delivery System)
Subject: Undelivered Mail Returned to Sender
To: bounces@mail.funnelforge.example
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status;
\tboundary="4ABC1234DE.1764583202/mail.funnelforge.example"
Content-Transfer-Encoding: 8bit
Message-Id: <20251201100002.5F00A1234DF@mail.funnelforge.example>

This is a MIME-encapsulated message.

--4ABC1234DE.1764583202/mail.funnelforge.example
Content-Description: Notification
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mail.funnelforge.example.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients. It's attached below.

For further assistance, please send mail to postmaster.

If you do so, please include this problem report. You can
delete your own text from the attached returned message.

                   The mail system

<nobody@example.org> (expanded from <Nobody@Example.org>): host
    mx.example.org[192.0.2.25] said: 550 5.1.1 <nobody@mailstore.example.org>:
    Recipient address rejected: User unknown in virtual mailbox table (in reply
    to RCPT TO command)

--4ABC1234DE.1764583202/mail.funnelforge.example
Content-Description: Delivery report
Content-Type: message/delivery-status

Reporting-MTA: dns; mail.funnelforge.example
X-Postfix-Queue-ID: 4ABC1234DE
X-Postfix-Sender: rfc822; bounces@mail.funnelforge.example
Arrival-Date: Mon,  1 Dec 2025 09:59:59 +0000 (UTC)

Final-Recipient: rfc822; nobody@mailstore.example.org
Original-Recipient: rfc822;Nobody@Example.org
Action: failed
Status: 5.1.1
Remote-MTA: dns; mx.example.org
Diagnostic-Code: smtp; 550 5.1.1 <nobody@mailstore.example.org>: Recipient address rejected:
    User unknown in virtual mailbox table

--4ABC1234DE.1764583202/mail.funnelforge.example
Content-Description: Undelivered Message
Content-Type: message/rfc822
Content-Transfer-Encoding: 8bit

${original('Nobody <Nobody@Example.org>', ID_1)}
--4ABC1234DE.1764583202/mail.funnelforge.example--
`;

/** Three recipients in one DSN, the last two without the blank line between them. */
const MULTI_RECIPIENT_DSN = `From: Mail Delivery System <MAILER-DAEMON@relay.example.net>
To: bounces@mail.funnelforge.example
Subject: Delivery Status Notification
MIME-Version: 1.0
Content-Type: multipart/report; report-type="delivery-status"; boundary="=_dsn_7731"

--=_dsn_7731
Content-Type: text/plain

Delivery to some of the recipients failed; see the report below.

--=_dsn_7731
Content-Type: message/delivery-status

Reporting-MTA: dns;relay.example.net
Arrival-Date: Mon, 1 Dec 2025 10:00:00 +0000

Original-Recipient: rfc822;gone@example.org
Final-Recipient: rfc822;gone@example.org
Action: failed
Status: 5.1.1 (bad destination mailbox address)
Diagnostic-Code: smtp;550 5.1.1 <gone@example.org>... User unknown

Final-Recipient: RFC822; <Slow@Example.net>
Action: failed (expired)
Status: 4.4.7
Diagnostic-Code: smtp; 421 4.4.7 Message expired: unable to deliver in
  840 minutes.<421 4.4.0 Unable to lookup DNS for example.net>
Final-Recipient: rfc822; full@example.com
Action: delayed
Status: 4.2.2
Diagnostic-Code: smtp; 452 4.2.2 The email account that you tried to reach is over quota.
Will-Retry-Until: Tue, 2 Dec 2025 10:00:00 +0000

--=_dsn_7731
Content-Type: text/rfc822-headers

${original('gone@example.org, slow@example.net, full@example.com', ID_2).split('\n\n')[0]}

--=_dsn_7731--
`;

const POSTFIX_DELAYED = `From: MAILER-DAEMON@mail.funnelforge.example (Mail Delivery System)
Subject: Delayed Mail (still being retried)
To: bounces@mail.funnelforge.example
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status;
\tboundary="8C1D2E3F4A.1764604800/mail.funnelforge.example"

--8C1D2E3F4A.1764604800/mail.funnelforge.example
Content-Description: Notification
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mail.funnelforge.example.

####################################################################
# THIS IS A WARNING ONLY.  YOU DO NOT NEED TO RESEND YOUR MESSAGE. #
####################################################################

Your message could not be delivered for more than 4 hour(s).
It will be retried until it is 5 day(s) old.

<slow@example.org>: connect to mx.example.org[192.0.2.25]:25: Connection timed
    out

--8C1D2E3F4A.1764604800/mail.funnelforge.example
Content-Description: Delivery report
Content-Type: message/delivery-status

Reporting-MTA: dns; mail.funnelforge.example
X-Postfix-Queue-ID: 8C1D2E3F4A
Arrival-Date: Mon,  1 Dec 2025 10:00:00 +0000 (UTC)

Final-Recipient: rfc822; slow@example.org
Action: delayed
Status: 4.4.1
Diagnostic-Code: X-Postfix; connect to mx.example.org[192.0.2.25]:25: Connection
    timed out
Will-Retry-Until: Sat,  6 Dec 2025 10:00:00 +0000 (UTC)

--8C1D2E3F4A.1764604800/mail.funnelforge.example
Content-Description: Undelivered Message Headers
Content-Type: text/rfc822-headers

${original('slow@example.org', ID_3).split('\n\n')[0]}

--8C1D2E3F4A.1764604800/mail.funnelforge.example--
`;

/** Gmail (Workspace relaying our mail) returns no copy, but names it in X-Original-Message-ID. */
const GMAIL_DSN = `Return-Path: <>
Received: by 2002:a05:6a20:1234:b0:1aa:bbbb:cccc with SMTP id abc123; Mon, 01 Dec 2025 02:00:01 -0800 (PST)
From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>
To: news@mail.funnelforge.example
Auto-Submitted: auto-replied
Subject: Delivery Status Notification (Failure)
References: ${ID_1}
In-Reply-To: ${ID_1}
X-Failed-Recipients: nobody.here@gmail.com
Message-ID: <6756c2c1.050a0220.3b1e2.abcd.GMR@mx.google.com>
Date: Mon, 01 Dec 2025 02:00:01 -0800 (PST)
MIME-Version: 1.0
Content-Type: multipart/report; boundary="000000000000a1b2c3d4e5f60718"; report-type=delivery-status

--000000000000a1b2c3d4e5f60718
Content-Type: multipart/related; boundary="000000000000b2c3d4e5f6071829"

--000000000000b2c3d4e5f6071829
Content-Type: multipart/alternative; boundary="000000000000c3d4e5f607182930"

--000000000000c3d4e5f607182930
Content-Type: text/plain; charset="UTF-8"


** Address not found **

Your message wasn't delivered to nobody.here@gmail.com because the address couldn't be found, or is unable to receive mail.

Learn more here: https://support.google.com/mail/?p=NoSuchUser

The response was:

The email account that you tried to reach does not exist. Please try double-checking the recipient's email address for typos or unnecessary spaces. For more information, go to https://support.google.com/mail/?p=NoSuchUser

--000000000000c3d4e5f607182930
Content-Type: text/html; charset="UTF-8"

<html><body><h2>Address not found</h2><p>Your message wasn't delivered to <b>nobody.here@gmail.com</b> because the address couldn't be found.</p></body></html>

--000000000000c3d4e5f607182930--
--000000000000b2c3d4e5f6071829
Content-Type: image/png; name="icon.png"
Content-Disposition: attachment; filename="icon.png"
Content-Transfer-Encoding: base64
Content-ID: <icon.png>

iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==
--000000000000b2c3d4e5f6071829--
--000000000000a1b2c3d4e5f60718
Content-Type: message/delivery-status

Reporting-MTA: dns; googlemail.com
Received-From-MTA: dns; news@mail.funnelforge.example
Arrival-Date: Mon, 01 Dec 2025 02:00:00 -0800 (PST)
X-Original-Message-ID: ${ID_1}

Final-Recipient: rfc822; nobody.here@gmail.com
Action: failed
Status: 5.1.1
Remote-MTA: dns; gmail-smtp-in.l.google.com. (142.250.102.27, the server for the
 domain gmail.com.)
Diagnostic-Code: smtp; 550-5.1.1 The email account that you tried to reach does
 not exist. Please try 550-5.1.1 double-checking the recipient's email address
 for typos or unnecessary spaces. For more information, go to 550 5.1.1
 https://support.google.com/mail/?p=NoSuchUser
 d2e1a72fcca58-7b8c9d0e1f2si123456b3a.321 - gsmtp
Last-Attempt-Date: Mon, 01 Dec 2025 02:00:01 -0800 (PST)

--000000000000a1b2c3d4e5f60718--
`;

/** Exchange Online: the delivery-status part base64-encoded, the notice quoted-printable HTML. */
const EXCHANGE_DSN_STATUS = `Reporting-MTA: dns;AM0PR01MB1234.eurprd01.prod.exchangelabs.com
Received-From-MTA: dns;mail.funnelforge.example
Arrival-Date: Mon, 1 Dec 2025 10:00:00 +0000

Original-Recipient: rfc822;Someone@Contoso.example
Final-Recipient: rfc822;Someone@Contoso.example
Action: failed
Status: 5.1.10
Diagnostic-Code: smtp;550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup
`;
const EXCHANGE_DSN = `From: postmaster@contoso.example
To: <bounces@mail.funnelforge.example>
Date: Mon, 1 Dec 2025 10:00:01 +0000
Subject: Undeliverable: Spring offer: 20% off
Content-Type: multipart/report; report-type=delivery-status;
\tboundary="dc8a2b4e-5f60-4a1b-9c2d-3e4f5a6b7c8d"
MIME-Version: 1.0
Auto-Submitted: auto-replied

--dc8a2b4e-5f60-4a1b-9c2d-3e4f5a6b7c8d
Content-Type: multipart/alternative; differences=Content-Type;
\tboundary="b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e"

--b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e
Content-Type: text/html; charset="us-ascii"
Content-Transfer-Encoding: quoted-printable

<html><body><p style=3D"font-size:16px">Your message to Someone@Contoso.exa=
mple couldn't be delivered.</p></body></html>

--b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e--

--dc8a2b4e-5f60-4a1b-9c2d-3e4f5a6b7c8d
Content-Type: message/delivery-status
Content-Transfer-Encoding: base64

${base64(EXCHANGE_DSN_STATUS)}
--dc8a2b4e-5f60-4a1b-9c2d-3e4f5a6b7c8d
Content-Type: message/rfc822

${original('Someone <Someone@Contoso.example>', ID_2)}
--dc8a2b4e-5f60-4a1b-9c2d-3e4f5a6b7c8d--
`;

/** Postfix's notice alone (no DSN part), as an older Postfix or a forwarding hop leaves it. */
const POSTFIX_PLAIN = `From: MAILER-DAEMON@mail.example.com (Mail Delivery System)
To: bounces@mail.funnelforge.example
Subject: Undelivered Mail Returned to Sender
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mail.example.com.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients. It's attached below.

For further assistance, please send mail to <postmaster@mail.example.com>.

If you do so, please include this problem report. You can
delete your own text from the attached returned message.

                   The mail system

<nobody@example.org>: host mx.example.org[192.0.2.25] said: 550 5.1.1
    <nobody@example.org>: Recipient address rejected: User unknown in virtual
    mailbox table (in reply to RCPT TO command)

<typo@exmaple.com>: Host or domain name not found. Name service error for
    name=exmaple.com type=A: Host not found
`;

const EXIM = `Return-path: <>
Envelope-to: bounces@mail.funnelforge.example
Received: from Debian-exim by mx.example.net with local (Exim 4.96)
\tid 1tHxyz-000AbC-2D; Mon, 01 Dec 2025 10:00:03 +0000
X-Failed-Recipients: nobody.here@gmail.com, Full@Example.net, gone@example.com
Auto-Submitted: auto-replied
From: Mail Delivery System <Mailer-Daemon@mx.example.net>
To: bounces@mail.funnelforge.example
Content-Type: text/plain; charset=us-ascii
Subject: Mail delivery failed: returning message to sender
Message-Id: <E1tHxyz-000AbC-2D@mx.example.net>
Date: Mon, 01 Dec 2025 10:00:03 +0000

This message was created automatically by mail delivery software.

A message that you sent could not be delivered to one or more of its
recipients. This is a permanent error. The following address(es) failed:

  nobody.here@gmail.com
    host gmail-smtp-in.l.google.com [142.250.102.27]
    SMTP error from remote mail server after RCPT TO:<nobody.here@gmail.com>:
    550-5.1.1 The email account that you tried to reach does not exist. Please try
    550-5.1.1 double-checking the recipient's email address for typos or
    550 5.1.1 https://support.google.com/mail/?p=NoSuchUser a1si12345 - gsmtp
  full@example.net
    host mx.example.net [192.0.2.26]
    SMTP error from remote mail server after end of data:
    552 5.2.2 Mailbox full

  gone@example.com
    Unrouteable address

------ This is a copy of the message, including all the headers. ------

${original('nobody.here@gmail.com', ID_3)}`;

const EXIM_DELAY = `From: Mail Delivery System <Mailer-Daemon@mx.example.net>
To: bounces@mail.funnelforge.example
Subject: Warning: message 1tHxyz-000AbC-2D delayed 24 hours
Auto-Submitted: auto-replied
Content-Type: text/plain; charset=us-ascii

This message was created automatically by mail delivery software.
A message that you sent has not yet been delivered to one or more of its
recipients after more than 24 hours on the queue on mx.example.net.

The message identifier is:     1tHxyz-000AbC-2D
The subject of the message is: Spring offer: 20% off
The date of the message is:    Mon, 01 Dec 2025 10:00:00 +0000

The address to which the message has not yet been delivered is:

  slow@example.net
    host mx.example.net [192.0.2.40]
    Delay reason: SMTP error from remote mail server after MAIL FROM:<bounces@mail.funnelforge.example>:
    451 4.7.1 Greylisting in action, please come back later

No action is required on your part. Delivery attempts will continue for
some time, and this warning may be repeated at intervals if the message
remains undelivered. Eventually the mail delivery software will give up,
and when that happens, the message will be returned to you.
`;

const QMAIL = `Return-Path: <>
Date: 1 Dec 2025 10:00:04 -0000
From: MAILER-DAEMON@mx.example.com
To: bounces@mail.funnelforge.example
Subject: failure notice

Hi. This is the qmail-send program at mx.example.com.
I'm afraid I wasn't able to deliver your message to the following addresses.
This is a permanent error; I've given up. Sorry it didn't work out.

<nobody@example.org>:
192.0.2.25 does not like recipient.
Remote host said: 550 5.1.1 <nobody@example.org>... User unknown
Giving up on 192.0.2.25.

<gone@example.com>:
Sorry, no mailbox here by that name. (#5.1.1)

--- Below this line is a copy of the message.

${original('nobody@example.org, gone@example.com', ID_1)}`;

const SENDMAIL = `From: Mail Delivery Subsystem <MAILER-DAEMON@mail.example.org>
To: <bounces@mail.funnelforge.example>
Subject: Returned mail: see transcript for details
Auto-Submitted: auto-generated (failure)
Content-Type: text/plain

The original message was received at Mon, 1 Dec 2025 10:00:00 GMT
from mail.funnelforge.example [198.51.100.7]

   ----- The following addresses had permanent fatal errors -----
<nobody@example.org>
    (reason: 550 5.1.1 <nobody@example.org>... User unknown)

   ----- Transcript of session follows -----
... while talking to mx.example.org.:
>>> RCPT To:<nobody@example.org>
<<< 550 5.1.1 <nobody@example.org>... User unknown
550 5.1.1 nobody@example.org... User unknown

   ----- Original message follows -----

${original('nobody@example.org', ID_2)}`;

/** Gmail before it sent DSNs: the error paragraph stands apart from the address. */
const GMAIL_PLAIN = `From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>
To: news@mail.funnelforge.example
Subject: Delivery Status Notification (Failure)
Content-Type: text/plain; charset=ISO-8859-1

Delivery to the following recipient failed permanently:

     nobody@example.org

Technical details of permanent failure:
Google tried to deliver your message, but it was rejected by the server for the recipient domain example.org by mx.example.org. [192.0.2.25].

The error that the other server returned was:
550 5.1.1 <nobody@example.org>... User unknown

----- Original message -----

${original('nobody@example.org', ID_3)}`;

/** Exchange's notice alone, HTML only, quoted-printable, naming the address twice. */
const EXCHANGE_HTML = `From: Microsoft Outlook <postmaster@contoso.example>
To: <bounces@mail.funnelforge.example>
Subject: =?utf-8?Q?Unzustellbar:_Spring_offer?=
Content-Type: text/html; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

<html><head><style>p {margin:0}</style></head><body>
<p><b>Delivery has failed to these recipients or groups:</b></p>
<p><a href=3D"mailto:Someone@Contoso.example">Someone@Contoso.example</a> (So=
meone@Contoso.example)<br>
The email address you entered couldn&#39;t be found. Please check the recip=
ient&#39;s email address and try to resend the message.</p>
<p>Diagnostic information for administrators:</p>
<p>Generating server: AM0PR01MB1234.eurprd01.prod.exchangelabs.com</p>
<p>Someone@Contoso.example<br>
Remote Server returned &#39;550 5.1.10 RESOLVER.ADR.RecipientNotFound; Rec=
ipient not found by SMTP address lookup&#39;</p>
<p>Original message headers:</p>
<pre>Message-ID: ${ID_1.replace('<', '&lt;').replace('>', '&gt;')}
To: Someone@Contoso.example</pre>
</body></html>
`;

/** RFC 5965's example report, about one of our messages. */
const ARF = `From: <abusedesk@example.com>
Date: Thu, 8 Mar 2005 17:40:36 EDT
Subject: FW: Earn money
To: <abuse@mail.funnelforge.example>
MIME-Version: 1.0
Content-Type: multipart/report; report-type=feedback-report;
     boundary="part1_13d.2e68ed54_boundary"

--part1_13d.2e68ed54_boundary
Content-Type: text/plain; charset="US-ASCII"
Content-Transfer-Encoding: 7bit

This is an email abuse report for an email message received from IP
192.0.2.1 on Thu, 8 Mar 2005 14:00:00 EDT.  For more information
about this format please see http://www.mipassoc.org/arf/.

--part1_13d.2e68ed54_boundary
Content-Type: message/feedback-report

Feedback-Type: abuse
User-Agent: SomeGenerator/1.0
Version: 1
Original-Mail-From: <bounces@mail.funnelforge.example>
Original-Rcpt-To: <Reader@Example.com>
Arrival-Date: Thu, 8 Mar 2005 14:00:00 EDT
Reporting-MTA: dns; mail.example.com
Source-IP: 192.0.2.1
Authentication-Results: mail.example.com;
               spf=pass smtp.mail=bounces@mail.funnelforge.example
Reported-Domain: mail.funnelforge.example
Reported-Uri: mailto:reader@example.com
Removal-Recipient: reader@example.com

--part1_13d.2e68ed54_boundary
Content-Type: message/rfc822
Content-Disposition: inline

From: <news@mail.funnelforge.example>
Received: from mail.funnelforge.example (mail.funnelforge.example
        [192.0.2.1]) by example.com with ESMTP id M63d4137594e46;
        Thu, 08 Mar 2005 14:00:00 -0400
To: <Undisclosed Recipients>
Subject: Earn money
MIME-Version: 1.0
Content-type: text/plain
Message-ID: 8787KJKJ3K4J3K4J3K4J3.mail@mail.funnelforge.example
Date: Thu, 02 Sep 2004 12:31:03 -0500

Spam Spam Spam
--part1_13d.2e68ed54_boundary--
`;

/** A feedback loop that leaves out Original-Rcpt-To: the recipient is the returned message's To. */
const ARF_WITHOUT_RCPT_TO = `From: Yahoo! Mail AntiSpam Feedback <feedback@arf.mail.yahoo.com>
To: fbl@mail.funnelforge.example
Subject: Yahoo! Mail AntiSpam Feedback
MIME-Version: 1.0
Content-Type: multipart/report; boundary="----=Part_4321_8765.1764590000000";
 report-type="feedback-report"

------=Part_4321_8765.1764590000000
Content-Type: text/plain; charset=us-ascii
Content-Transfer-Encoding: 7bit

This is an email abuse report for an email message received from IP 192.0.2.1 on Mon, 01 Dec 2025 10:00:00 +0000

------=Part_4321_8765.1764590000000
Content-Type: message/feedback-report
Content-Transfer-Encoding: 7bit

Feedback-Type: abuse
User-Agent: Yahoo!-Mail-Feedback/2.0
Version: 0.1
Original-Mail-From: <bounces@mail.funnelforge.example>
Arrival-Date: Mon, 01 Dec 2025 10:00:00 +0000
Reporting-MTA: dns; feedback.yahoo.com
Source-IP: 192.0.2.1

------=Part_4321_8765.1764590000000
Content-Type: message/rfc822
Content-Transfer-Encoding: 7bit

${original('"Doe, Jane" <Jane.Doe@Example.COM>', ID_2)}
------=Part_4321_8765.1764590000000--
`;

const OUT_OF_OFFICE = `From: Jane Doe <jane@example.org>
To: Acme News <news@mail.funnelforge.example>
Subject: Automatic reply: Spring offer: 20% off
Date: Mon, 1 Dec 2025 10:00:05 +0000
Auto-Submitted: auto-replied
X-Auto-Response-Suppress: All
In-Reply-To: ${ID_1}
Content-Type: text/plain; charset="utf-8"

I am out of the office until 8 December with limited access to email.
For anything urgent, please contact my colleague at support@example.org.
`;

/** vacation(1)-style: says "undeliverable" and is a reply, yet bounces nothing. */
const VACATION_REPLY = `From: Sam Roe <sam@example.com>
To: news@mail.funnelforge.example
Subject: Out of Office: Spring offer: 20% off
Precedence: auto_reply
Content-Type: text/plain

I'm away until Monday. Note that mail to my old address sam@old.example.com
is undeliverable since March; please write to sam@example.com from now on.
`;

/** A helpdesk's acknowledgement: subject and text read like a bounce, Auto-Submitted says what it is. */
const HELPDESK_AUTO_REPLY = `From: Example Support <support@example.com>
To: news@mail.funnelforge.example
Subject: [Ticket #48213] Re: Your parcel could not be delivered
Auto-Submitted: auto-replied
Content-Type: text/plain

Thank you for contacting us. We received your message about an undeliverable
parcel and opened ticket #48213; an agent will reply within 24 hours.
`;

const ORDINARY = `From: Pat Reader <pat@example.org>
To: Acme News <news@mail.funnelforge.example>
Subject: Re: Delivery failed for my order
Date: Mon, 1 Dec 2025 11:00:00 +0000
In-Reply-To: ${ID_1}
Content-Type: text/plain; charset=utf-8

Hi, the courier says delivery failed twice and the parcel went back to your
warehouse. Could you send it again? Order 550-123.

Thanks, Pat
`;

const SUCCESS_DSN = `From: Mail Delivery Subsystem <mailer-daemon@googlemail.com>
To: news@mail.funnelforge.example
Subject: Delivery Status Notification (Success)
Content-Type: multipart/report; boundary="xyz"; report-type=delivery-status

--xyz
Content-Type: text/plain

This is an automatically generated Delivery Status Notification.
Your message has been successfully relayed to the following recipients.

--xyz
Content-Type: message/delivery-status

Reporting-MTA: dns; googlemail.com

Final-Recipient: rfc822; reader@example.org
Action: relayed
Status: 2.0.0

--xyz--
`;

const READ_RECEIPT = `From: Pat Reader <pat@example.org>
To: news@mail.funnelforge.example
Subject: Read: Spring offer: 20% off
Content-Type: multipart/report; report-type=disposition-notification; boundary="mdn"

--mdn
Content-Type: text/plain

Your message was displayed on Mon, 1 Dec 2025 11:00:00 +0000.

--mdn
Content-Type: message/disposition-notification

Reporting-UA: pat-laptop; Thunderbird
Final-Recipient: rfc822;pat@example.org
Original-Message-ID: ${ID_1}
Disposition: manual-action/MDN-sent-manually; displayed

--mdn--
`;

describe('readDeliveryReport: delivery status notifications (RFC 3464)', () => {
  it('reads a hard bounce: the recipient as sent (Original-Recipient), 5.1.1, the returned Message-ID', async () => {
    expect(await read(POSTFIX_DSN)).toEqual({
      kind: 'bounce',
      recipients: [
        {
          email: 'nobody@example.org',
          status: '5.1.1',
          action: 'failed',
          permanent: true,
          diagnostic:
            '550 5.1.1 <nobody@mailstore.example.org>: Recipient address rejected: User unknown in virtual mailbox table',
        },
      ],
      originalMessageId: ID_1,
    });
  });

  it('reads every recipient of one DSN: a failed 4.x.x and a delayed one are soft', async () => {
    expect(await read(MULTI_RECIPIENT_DSN)).toEqual({
      kind: 'bounce',
      recipients: [
        {
          email: 'gone@example.org',
          status: '5.1.1',
          action: 'failed',
          permanent: true,
          diagnostic: '550 5.1.1 <gone@example.org>... User unknown',
        },
        {
          email: 'slow@example.net',
          status: '4.4.7',
          action: 'failed',
          permanent: false,
          diagnostic:
            '421 4.4.7 Message expired: unable to deliver in 840 minutes.<421 4.4.0 Unable to lookup DNS for example.net>',
        },
        {
          email: 'full@example.com',
          status: '4.2.2',
          action: 'delayed',
          permanent: false,
          diagnostic: '452 4.2.2 The email account that you tried to reach is over quota.',
        },
      ],
      originalMessageId: ID_2,
    });
  });

  it('reads a delay warning, the returned headers given as text/rfc822-headers', async () => {
    expect(await read(POSTFIX_DELAYED)).toEqual({
      kind: 'bounce',
      recipients: [
        {
          email: 'slow@example.org',
          status: '4.4.1',
          action: 'delayed',
          permanent: false,
          diagnostic: 'connect to mx.example.org[192.0.2.25]:25: Connection timed out',
        },
      ],
      originalMessageId: ID_3,
    });
  });

  it("reads Gmail's DSN: a folded multiline reply, the Message-ID from X-Original-Message-ID", async () => {
    expect(await read(GMAIL_DSN)).toEqual({
      kind: 'bounce',
      recipients: [
        {
          email: 'nobody.here@gmail.com',
          status: '5.1.1',
          action: 'failed',
          permanent: true,
          diagnostic:
            "550-5.1.1 The email account that you tried to reach does not exist. Please try 550-5.1.1 double-checking the recipient's email address for typos or unnecessary spaces. For more information, go to 550 5.1.1 https://support.google.com/mail/?p=NoSuchUser d2e1a72fcca58-7b8c9d0e1f2si123456b3a.321 - gsmtp",
        },
      ],
      originalMessageId: ID_1,
    });
  });

  it('reads a base64-encoded delivery-status part (Exchange Online)', async () => {
    expect(await read(EXCHANGE_DSN)).toEqual({
      kind: 'bounce',
      recipients: [
        {
          email: 'someone@contoso.example',
          status: '5.1.10',
          action: 'failed',
          permanent: true,
          diagnostic: '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup',
        },
      ],
      originalMessageId: ID_2,
    });
  });

  it("takes Final-Recipient when Original-Recipient is Exchange's internal address", async () => {
    const status = EXCHANGE_DSN_STATUS.replace(
      'Original-Recipient: rfc822;Someone@Contoso.example',
      'Original-Recipient: rfc822;IMCEAEX-_o=ExchangeLabs_ou=Exchange+20Administrative+20Group_cn=Recipients_cn=abc123@eurprd01.prod.exchangelabs.com',
    );
    const report = await read(EXCHANGE_DSN.replace(base64(EXCHANGE_DSN_STATUS), base64(status)));
    expect(report).toMatchObject({ kind: 'bounce', recipients: [{ email: 'someone@contoso.example' }] });
  });

  it('counts a full mailbox as soft even when it failed with 5.2.2', async () => {
    const report = await read(
      POSTFIX_DSN.replace('Status: 5.1.1', 'Status: 5.2.2').replace(
        /Diagnostic-Code: smtp; 550 5\.1\.1[^]*?table\n/,
        'Diagnostic-Code: smtp; 552 5.2.2 <nobody@mailstore.example.org>: Mailbox full\n',
      ),
    );
    expect(report).toMatchObject({
      kind: 'bounce',
      recipients: [
        {
          email: 'nobody@example.org',
          status: '5.2.2',
          permanent: false,
          diagnostic: '552 5.2.2 <nobody@mailstore.example.org>: Mailbox full',
        },
      ],
    });
  });

  it('cuts a long diagnostic at 500 characters', async () => {
    const long = `550 5.1.1 <gone@example.org>... User unknown ${'blah '.repeat(200)}`;
    const report = await read(
      MULTI_RECIPIENT_DSN.replace('550 5.1.1 <gone@example.org>... User unknown', long),
    );
    const [first] = report?.kind === 'bounce' ? report.recipients : [];
    // The 500th character is a space, which is not kept.
    expect(first?.diagnostic).toBe(long.slice(0, 499));
    expect(first?.diagnostic?.length).toBeLessThanOrEqual(500);
  });

  it('is null for a DSN that reports only successes', async () => {
    expect(await read(SUCCESS_DSN)).toBeNull();
  });
});

describe('readDeliveryReport: plain-text bounces', () => {
  it('reads a Postfix notice: the reply wrapped over lines, a domain that does not exist', async () => {
    expect(await read(POSTFIX_PLAIN)).toEqual({
      kind: 'bounce',
      recipients: [
        {
          email: 'nobody@example.org',
          status: '5.1.1',
          action: 'failed',
          permanent: true,
          diagnostic:
            '550 5.1.1 <nobody@example.org>: Recipient address rejected: User unknown in virtual mailbox table (in reply to RCPT TO command)',
        },
        {
          email: 'typo@exmaple.com',
          status: null,
          action: 'failed',
          permanent: true,
          diagnostic:
            'Host or domain name not found. Name service error for name=exmaple.com type=A: Host not found',
        },
      ],
      originalMessageId: null,
    });
  });

  it("reads an Exim bounce: each address's paragraph, a multiline reply, a full mailbox as soft", async () => {
    expect(await read(EXIM)).toEqual({
      kind: 'bounce',
      recipients: [
        {
          email: 'nobody.here@gmail.com',
          status: '5.1.1',
          action: 'failed',
          permanent: true,
          diagnostic:
            "550-5.1.1 The email account that you tried to reach does not exist. Please try 550-5.1.1 double-checking the recipient's email address for typos or 550 5.1.1 https://support.google.com/mail/?p=NoSuchUser a1si12345 - gsmtp",
        },
        {
          email: 'full@example.net',
          status: '5.2.2',
          action: 'failed',
          permanent: false,
          diagnostic: '552 5.2.2 Mailbox full',
        },
        {
          email: 'gone@example.com',
          status: null,
          action: 'failed',
          permanent: true,
          diagnostic: 'Unrouteable address',
        },
      ],
      originalMessageId: ID_3,
    });
  });

  it("reads Exim's delay warning as delayed and soft", async () => {
    expect(await read(EXIM_DELAY)).toEqual({
      kind: 'bounce',
      recipients: [
        {
          email: 'slow@example.net',
          status: '4.7.1',
          action: 'delayed',
          permanent: false,
          diagnostic: '451 4.7.1 Greylisting in action, please come back later',
        },
      ],
      originalMessageId: null,
    });
  });

  it("reads a qmail bounce: a remote reply, and qmail's own (#5.1.1)", async () => {
    expect(await read(QMAIL)).toEqual({
      kind: 'bounce',
      recipients: [
        {
          email: 'nobody@example.org',
          status: '5.1.1',
          action: 'failed',
          permanent: true,
          diagnostic: '550 5.1.1 <nobody@example.org>... User unknown',
        },
        {
          email: 'gone@example.com',
          status: '5.1.1',
          action: 'failed',
          permanent: true,
          diagnostic: 'Sorry, no mailbox here by that name. (#5.1.1)',
        },
      ],
      originalMessageId: ID_1,
    });
  });

  it('reads a sendmail bounce', async () => {
    expect(await read(SENDMAIL)).toEqual({
      kind: 'bounce',
      recipients: [
        {
          email: 'nobody@example.org',
          status: '5.1.1',
          action: 'failed',
          permanent: true,
          diagnostic: '550 5.1.1 <nobody@example.org>... User unknown',
        },
      ],
      originalMessageId: ID_2,
    });
  });

  it("reads Gmail's old notice, whose error paragraph stands apart from the address", async () => {
    expect(await read(GMAIL_PLAIN)).toEqual({
      kind: 'bounce',
      recipients: [
        {
          email: 'nobody@example.org',
          status: '5.1.1',
          action: 'failed',
          permanent: true,
          diagnostic: '550 5.1.1 <nobody@example.org>... User unknown',
        },
      ],
      originalMessageId: ID_3,
    });
  });

  it("reads Exchange's HTML-only notice (quoted-printable, an encoded subject)", async () => {
    expect(await read(EXCHANGE_HTML)).toEqual({
      kind: 'bounce',
      recipients: [
        {
          email: 'someone@contoso.example',
          status: '5.1.10',
          action: 'failed',
          permanent: true,
          diagnostic: '550 5.1.10 RESOLVER.ADR.RecipientNotFound; Recipient not found by SMTP address lookup',
        },
      ],
      originalMessageId: ID_1,
    });
  });

  it('reports a bounce that names no recipient, for the Message-ID of the returned copy', async () => {
    const text = `From: Mail Delivery System <MAILER-DAEMON@mx.example.net>
To: bounces@mail.funnelforge.example
Subject: Mail delivery failed
Content-Type: text/plain

Your message could not be delivered. Please contact your system administrator.

------ This is a copy of the message, including all the headers. ------

${original('nobody@example.org', ID_2)}`;
    expect(await read(text)).toEqual({ kind: 'bounce', recipients: [], originalMessageId: ID_2 });
  });
});

describe('readDeliveryReport: complaints (RFC 5965 ARF)', () => {
  it('reads an abuse report: Original-Rcpt-To and Removal-Recipient, once', async () => {
    expect(await read(ARF)).toEqual({
      kind: 'complaint',
      feedbackType: 'abuse',
      recipients: ['reader@example.com'],
      originalMessageId: '<8787KJKJ3K4J3K4J3K4J3.mail@mail.funnelforge.example>',
      userAgent: 'SomeGenerator/1.0',
    });
  });

  it('takes the recipient from the returned message when the report leaves it out', async () => {
    expect(await read(ARF_WITHOUT_RCPT_TO)).toEqual({
      kind: 'complaint',
      feedbackType: 'abuse',
      recipients: ['jane.doe@example.com'],
      originalMessageId: ID_2,
      userAgent: 'Yahoo!-Mail-Feedback/2.0',
    });
  });
});

describe('readDeliveryReport: mail that reports nothing', () => {
  it.each([
    ['an out-of-office reply', OUT_OF_OFFICE],
    ['a vacation reply that mentions an undeliverable address', VACATION_REPLY],
    ['a helpdesk auto-reply whose subject and text read like a bounce', HELPDESK_AUTO_REPLY],
    ['an ordinary mail about a failed delivery', ORDINARY],
    ['a read receipt (report-type=disposition-notification)', READ_RECEIPT],
  ])('is null for %s', async (_, text) => {
    expect(await read(text)).toBeNull();
  });
});

describe('readDeliveryReport: line endings', () => {
  it.each([
    ['POSTFIX_DSN', POSTFIX_DSN],
    ['MULTI_RECIPIENT_DSN', MULTI_RECIPIENT_DSN],
    ['GMAIL_DSN', GMAIL_DSN],
    ['EXCHANGE_DSN', EXCHANGE_DSN],
    ['POSTFIX_PLAIN', POSTFIX_PLAIN],
    ['EXIM', EXIM],
    ['QMAIL', QMAIL],
    ['EXCHANGE_HTML', EXCHANGE_HTML],
    ['ARF', ARF],
  ])('reads %s the same with bare LF', async (_, text) => {
    const crlf = await readDeliveryReport(wire(text));
    expect(crlf).not.toBeNull();
    expect(await readDeliveryReport(wire(text, '\n'))).toEqual(crlf);
  });
});
