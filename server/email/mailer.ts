import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/** Real SMTP out through nodemailer: a relay given by URL, or the built-in sink. */
export function createSmtpMailer(smtpUrl: string, from = 'Dialworks <no-reply@dialworks.local>'): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}
