import type { LegalSection } from './legal-document';

/** Sections 1 to 5 of the Privacy Policy; 6 to 10 are in privacy-rights-sections.tsx. */
export const PRIVACY_COLLECTION_SECTIONS: readonly LegalSection[] = [
  {
    id: 'introduction',
    title: 'Introduction',
    content: (
      <>
        <p>
          Ronda is a workforce visibility platform for companies with field teams. It is made up of
          this website, the Ronda web console and the Ronda mobile apps for Android and iOS, and it
          is run by Ronda Technologies LLP, a limited liability partnership based in Goa, India
          (&quot;Ronda&quot;, &quot;we&quot;, &quot;us&quot;).
        </p>
        <p>
          This policy explains what personal data we handle, why, who can see it and what choices
          you have. It applies to company staff who use Ronda, to the customers of those companies
          who raise requests through Ronda, and to visitors of this website.
        </p>
        <p>
          When a company uses Ronda to manage its own staff and customers, that company decides why
          and how their data is processed. Under the Digital Personal Data Protection Act, 2023 (the
          &quot;DPDP Act&quot;) the company is the Data Fiduciary for that data and Ronda processes
          it on the company&apos;s behalf. For our own customer accounts, billing and this website,
          Ronda is the Data Fiduciary.
        </p>
        <p>Ronda is meant for people aged 18 or over and is not directed at children.</p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information We Collect',
    content: (
      <>
        <h3>From the mobile apps, while an employee is at work</h3>
        <ul>
          <li>
            <strong>Location</strong>: GPS position, its accuracy and the time, collected only while
            the employee is punched in. Tracking stops when the employee punches out.
          </li>
          <li>
            <strong>Device status</strong>: battery level and location accuracy, so a supervisor can
            tell a flat phone or weak GPS signal from a problem in the field.
          </li>
          <li>
            <strong>Attendance</strong>: punch-in and punch-out times and places, and breaks.
          </li>
          <li>
            <strong>Work records</strong>: work logs, trips, visited places, task updates and the
            photos an employee takes or attaches as proof of work.
          </li>
          <li>
            <strong>App details</strong>: device model, operating system, app version and a
            notification token used to deliver push notifications.
          </li>
        </ul>
        <h3>From sign-in and the web console</h3>
        <ul>
          <li>
            Your name and e-mail address from Google or Apple when you sign in. We never see or
            store your Google or Apple password.
          </li>
          <li>
            Company details: company name, address, e-mail, phone, website and logo, and the teams,
            departments, customers, projects and tasks a company sets up.
          </li>
          <li>Subscription and billing details, such as plan, number of users and invoices.</li>
        </ul>
        <h3>From customers who raise a request</h3>
        <p>
          When a company&apos;s customer raises a request through a Ronda request page, we collect
          their name, e-mail address, phone number (optional), a description of the problem, the
          location they choose, any photos they upload and the due date they ask for.
        </p>
        <h3>From this website</h3>
        <p>
          When you contact us, apply for the pilot programme, ask for a demo or ask for account
          deletion, we collect what you enter in the form. Our servers also record basic technical
          data (IP address, browser type and pages requested) to keep the service secure. Signing in
          stores a session token in your browser&apos;s local storage. We do not use advertising
          cookies or third-party trackers.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How We Use Information',
    content: (
      <>
        <p>We use personal data only to run and improve Ronda, namely to:</p>
        <ul>
          <li>
            show managers where their team is, their timelines (check-ins, routes and time spent at
            each place), attendance, breaks and work logs;
          </li>
          <li>
            assign and track tasks and projects, and route customer requests to the right team;
          </li>
          <li>send push notifications, service e-mails and replies to your messages;</li>
          <li>prepare the reports a company asks for;</li>
          <li>sign you in, secure accounts and prevent fraud and misuse;</li>
          <li>bill subscriptions and keep the records that tax and accounting laws require;</li>
          <li>fix faults and improve features, using aggregated data where we can.</li>
        </ul>
        <p>
          We do not sell personal data, we do not use it for advertising, and we do not build
          profiles of employees or customers for any purpose other than the company&apos;s own use
          of Ronda.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-share-information',
    title: 'How We Share Information',
    content: (
      <>
        <p>We share personal data only in these cases:</p>
        <ul>
          <li>
            <strong>Within your company</strong>, according to each user&apos;s role, as set out in
            section 6.
          </li>
          <li>
            <strong>With the company you raised a request with</strong>, if you are a customer. Your
            request goes to that company only.
          </li>
          <li>
            <strong>With service providers who process data for us</strong>: hosting and storage,
            e-mail delivery, map and address lookup (addresses and coordinates are sent to find a
            place or an address), push notification services of Google and Apple, and payment
            processing. They may use the data only to provide their service to us.
          </li>
          <li>
            <strong>With Google or Apple</strong>, only to the extent needed to sign you in.
          </li>
          <li>
            <strong>When the law requires it</strong>, for example a valid order from a court or a
            government authority in India.
          </li>
          <li>
            <strong>In a business transfer</strong>, if Ronda is merged or sold, under this policy.
          </li>
        </ul>
        <p>We do not sell or rent personal data to anyone.</p>
      </>
    ),
  },
  {
    id: 'security-and-retention',
    title: 'Data Security and Retention',
    content: (
      <>
        <p>
          Data travels between the apps, your browser and our servers over encrypted connections
          (HTTPS). We limit access to production systems to the staff who need it, keep software up
          to date and watch for misuse.
        </p>
        <p>
          Access to data in Ronda is role-based (see section 6): each user sees only what their role
          allows.
        </p>
        <p>
          Location is the most sensitive data we hold, so we keep the detail for as short a time as
          we can. <strong>Location data older than 48 hours is archived</strong>: the trips, visited
          places and time spent at each location that timelines and reports need are kept in summary
          form. <strong>Raw location data is deleted after archival.</strong>
        </p>
        <p>
          If a personal data breach happens, we will inform the affected companies without delay and
          notify the Data Protection Board of India and affected people as the DPDP Act requires.
          Section 7 explains how long other data is kept.
        </p>
      </>
    ),
  },
];
