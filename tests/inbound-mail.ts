/**
 * Raw messages as they arrive in an outreach mailbox's INBOX (issue 35 §4), modelled on what Gmail, Outlook /
 * Exchange, Postfix and the usual auto-responders send. Our outreach message is `<ls-first@agency.test>` (the
 * first step) and `<ls-second@agency.test>` (its follow-up), from anna@agency.test to owner@bakery.test.
 */

/** A message's text as bytes on the wire: CRLF line ends. */
export const wire = (text: string) => Buffer.from(text.replace(/\r?\n/g, '\r\n'), 'utf8');

export const gmailReply = `Received: from mail-ed1-f41.google.com (mail-ed1-f41.google.com [209.85.208.41])
MIME-Version: 1.0
References: <ls-first@agency.test> <ls-second@agency.test>
In-Reply-To: <ls-second@agency.test>
From: Olga Owner <Owner@Bakery.test>
Date: Sat, 5 Dec 2026 09:14:02 +0100
Message-ID: <CAJx7Vt=QW9y1fP0Hq@mail.gmail.com>
Subject: Re: Your bakery's website
To: Anna from Agency <anna@agency.test>
Content-Type: multipart/alternative; boundary="000000000000a1b2c3d4e5f6"

--000000000000a1b2c3d4e5f6
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

Hi Anna,

yes, the booking form has been broken since the summer. Can you call me on
Monday after 2 pm?

Olga

On Sat, Dec 5, 2026 at 8:02 AM Anna from Agency <anna@agency.test>
wrote:

> Hello Olga,
>
> a short note about your website's booking form.
>
> Anna

--000000000000a1b2c3d4e5f6
Content-Type: text/html; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

<div dir=3D"ltr">Hi Anna,<br><br>yes, the booking form has been broken since=
 the summer.</div><div class=3D"gmail_quote">On Sat, Dec 5, 2026 at 8:02 AM =
Anna wrote:<blockquote>Hello Olga,</blockquote></div>

--000000000000a1b2c3d4e5f6--
`;

/** Outlook answers with References only (no In-Reply-To) and quotes under a rule and a header block. */
export const outlookReply = `From: "Bernd Baker" <bernd@baeckerei-beispiel.test>
To: "Anna from Agency" <anna@agency.test>
Subject: AW: Your bakery's website
Thread-Topic: Your bakery's website
Thread-Index: AQHZk3b4c2Zq1Yd8TkK1x7Nn0yW5jg==
Date: Sat, 5 Dec 2026 10:31:17 +0000
Message-ID: <AM9PR07MB7123A1B2C3D4E5F6@AM9PR07MB7123.eurprd07.prod.outlook.test>
References: <ls-first@agency.test>
Accept-Language: de-DE, en-US
Content-Language: de-DE
X-MS-Has-Attach:
X-Auto-Response-Suppress: All
Content-Type: text/plain; charset="iso-8859-1"
Content-Transfer-Encoding: quoted-printable
MIME-Version: 1.0

Hallo Anna,

danke, wir haben kein Interesse. Bitte nicht mehr schreiben.

Gr=FC=DFe
Bernd

________________________________
Von: Anna from Agency <anna@agency.test>
Gesendet: Samstag, 5. Dezember 2026 08:02
An: Bernd Baker <bernd@baeckerei-beispiel.test>
Betreff: Your bakery's website

Hello Bernd,
a short note about your website.
`;

/** An RFC 3834 responder (Dovecot's Sieve vacation): Auto-Submitted, an ordinary "Re:" subject. */
export const vacationAutoReply = `Return-Path: <>
Delivered-To: anna@agency.test
Date: Sat, 05 Dec 2026 08:02:11 +0100
From: Olga Owner <owner@bakery.test>
To: anna@agency.test
Message-ID: <dovecot-sieve-1733385731-412-0@mx.bakery.test>
In-Reply-To: <ls-first@agency.test>
References: <ls-first@agency.test>
Subject: Re: Your bakery's website
Auto-Submitted: auto-replied (vacation)
Precedence: bulk
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

I am on holiday until 4 January and will read your message when I am back.
`;

/** Exchange's out-of-office: no Auto-Submitted, known by its subject. */
export const exchangeOutOfOffice = `From: Carla Cafe <carla@cafe.test>
To: Anna from Agency <anna@agency.test>
Subject: Automatic reply: Your cafe's website
Thread-Topic: Your cafe's website
Date: Sat, 5 Dec 2026 07:02:40 +0000
Message-ID: <d1e2f3a4b5c6@DB8PR01MB5555.eurprd01.prod.exchangelabs.test>
In-Reply-To: <ls-first@agency.test>
References: <ls-first@agency.test>
X-MS-Has-Attach:
X-Auto-Response-Suppress: All
X-MS-Exchange-Inbox-Rules-Loop: carla@cafe.test
Content-Type: text/plain; charset="us-ascii"
MIME-Version: 1.0

Thank you for your message. I am out of the office with limited access to email.
`;

/** Postfix's RFC 3464 report for an unknown user, with the returned headers as text/rfc822-headers. */
export const postfixHardBounce = `Return-Path: <>
Date: Sat,  5 Dec 2026 08:02:15 +0100 (CET)
From: MAILER-DAEMON@mx.agency.test (Mail Delivery System)
Subject: Undelivered Mail Returned to Sender
To: anna@agency.test
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status;
\tboundary="4AB12C0D3E.1733382135/mx.agency.test"
Message-Id: <20261205070215.5F1B2C0D3F@mx.agency.test>

This is a MIME-encapsulated message.

--4AB12C0D3E.1733382135/mx.agency.test
Content-Description: Notification
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mx.agency.test.

I'm sorry to have to inform you that your message could not
be delivered to one or more recipients. It's attached below.

<nobody@bakery.test>: host mx.bakery.test[203.0.113.25] said: 550 5.1.1
    <nobody@bakery.test>: Recipient address rejected: User unknown in virtual
    mailbox table (in reply to RCPT TO command)

--4AB12C0D3E.1733382135/mx.agency.test
Content-Description: Delivery report
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.agency.test
X-Postfix-Queue-ID: 4AB12C0D3E
X-Postfix-Sender: rfc822; anna@agency.test
Arrival-Date: Sat,  5 Dec 2026 08:02:13 +0100 (CET)

Final-Recipient: rfc822; nobody@bakery.test
Original-Recipient: rfc822;Nobody@Bakery.test
Action: failed
Status: 5.1.1
Remote-MTA: dns; mx.bakery.test
Diagnostic-Code: smtp; 550 5.1.1 <nobody@bakery.test>: Recipient address
    rejected: User unknown in virtual mailbox table

--4AB12C0D3E.1733382135/mx.agency.test
Content-Description: Undelivered Message Headers
Content-Type: text/rfc822-headers

Return-Path: <anna@agency.test>
From: Anna from Agency <anna@agency.test>
To: nobody@bakery.test
Subject: Your bakery's website
Message-ID:
 <ls-first@agency.test>
Date: Sat, 05 Dec 2026 08:02:12 +0100

--4AB12C0D3E.1733382135/mx.agency.test--
`;

/** Postfix's warning after some hours of retries: Action delayed, 4.4.1, the returned message as message/rfc822. */
export const postfixDelayed = `From: MAILER-DAEMON@mx.agency.test (Mail Delivery System)
Subject: Delayed Mail (still being retried)
To: anna@agency.test
Auto-Submitted: auto-replied
MIME-Version: 1.0
Content-Type: multipart/report; report-type=delivery-status; boundary="B7"
Message-Id: <20261205120215.7A@mx.agency.test>

--B7
Content-Type: text/plain; charset=us-ascii

This is the mail system at host mx.agency.test.

####################################################################
# THIS IS A WARNING ONLY.  YOU DO NOT NEED TO RESEND YOUR MESSAGE. #
####################################################################

--B7
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.agency.test

Final-Recipient: rfc822; owner@slow-bakery.test
Action: delayed
Status: 4.4.1
Diagnostic-Code: X-Postfix; connect to mx.slow-bakery.test[198.51.100.7]:25:
    Connection timed out
Will-Retry-Until: Tue, 10 Dec 2026 08:02:13 +0100 (CET)

--B7
Content-Type: message/rfc822

From: Anna from Agency <anna@agency.test>
To: owner@slow-bakery.test
Subject: Your bakery's website
Message-ID: <ls-second@agency.test>

Hello, a short note.

--B7--
`;

/** Not RFC 3464: a plain-text failure notice from the mailer daemon, with the original headers quoted. */
export const plainTextBounce = `From: Mail Delivery Subsystem <mailer-daemon@relay.isp.test>
To: anna@agency.test
Subject: Delivery Status Notification (Failure)
Date: Sat, 05 Dec 2026 00:02:20 -0800
Message-ID: <5f4e3d2c1b0a@relay.isp.test>
X-Failed-Recipients: gone@florist.test
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

** Address not found **

Your message wasn't delivered to gone@florist.test because the address couldn't
be found, or is unable to receive mail.

The response from the remote server was:
550 5.1.1 The email account that you tried to reach does not exist.

----- Original message -----

From: Anna from Agency <anna@agency.test>
To: gone@florist.test
Subject: Your shop's website
Message-ID: <ls-florist@agency.test>
`;

/** What a mail program sends for the List-Unsubscribe mailto (decision 134): to the mailbox, the token in the body. */
export const unsubscribeMail = (token: string) => `From: owner@bakery.test
To: anna@agency.test
Subject: unsubscribe
Date: Sat, 05 Dec 2026 09:30:00 +0100
Message-ID: <unsub-1@bakery.test>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

unsubscribe ${token}
`;
