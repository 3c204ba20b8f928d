export {
  type ReceivedMail,
  type SmtpInbox,
  type SmtpSink,
  startSmtpSink,
  type WaitForMailOptions,
} from '../smtp/smtp-sink.js'
