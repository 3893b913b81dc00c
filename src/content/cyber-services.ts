import type { CyberService } from './types';

export const cyberServices: readonly CyberService[] = [
  {
    id: 'risk-assessment',
    title: 'Risk Assessment Services',
    summary:
      'Identify your critical assets and threats, rate each risk by likelihood and impact, and get a risk register with a prioritized treatment plan.',
    kind: 'page',
    intro:
      'We work with your business and technical owners to find out what could go wrong, how likely it is and what it would cost you, then turn the answers into a risk register you can act on and defend to auditors.',
    sections: [
      {
        heading: 'Asset and threat identification',
        paragraphs: [
          'Every assessment starts with an inventory of what matters: the systems, data sets, processes and suppliers your business depends on. We interview asset owners, review architecture diagrams and existing documentation, and agree on the scope before any scoring begins.',
          'For each in-scope asset we record the relevant threat sources and the weaknesses they could exploit, drawing on threat catalogs and on your own incident history. This step often surfaces undocumented systems and data flows that would otherwise stay outside the assessment.',
        ],
        points: [
          'Inventory of information assets and their owners',
          'Classification by confidentiality, integrity and availability needs',
          'Threat sources, from external attackers to insider error',
          'Existing controls and known vulnerabilities',
        ],
      },
      {
        heading: 'Likelihood and impact analysis',
        paragraphs: [
          'Each threat scenario is rated for how likely it is to occur and how severe the consequences would be, taking the controls you already have into account. We agree the rating scales with you first, so a "high" means the same thing to finance, legal and IT.',
          'The result is a ranked view of risk that shows where current controls are adequate and where exposure exceeds the level your leadership is prepared to accept. It also gives leadership a clear basis for deciding where security spending should go next.',
        ],
        points: [
          'Rating scales tailored to your risk appetite',
          'Financial, operational, legal and reputational impact',
          'Inherent and residual risk scores',
          'Heat map for executive reporting',
        ],
      },
      {
        heading: 'Risk register and treatment plan',
        paragraphs: [
          'Findings are delivered as a risk register with a named owner, current score and target score for every entry. Alongside it, the treatment plan records whether each risk will be mitigated, transferred, avoided or formally accepted, and what that decision requires.',
          'Mitigation actions are sequenced by risk reduction and effort, so your team knows what to tackle first and can track progress against the register in later reviews. Quick wins are separated from longer projects that need budget or architectural change.',
        ],
        points: [
          'Register in a format you can maintain yourselves',
          'Treatment option and rationale for each risk',
          'Recommended controls with owners and target dates',
          'Risk acceptance records for sign-off',
        ],
      },
      {
        heading: 'Aligned with ISO/IEC 27005 and NIST SP 800-30',
        paragraphs: [
          'Our method follows the risk management guidance in ISO/IEC 27005 and the assessment process described in NIST SP 800-30 Rev. 1. That makes the output usable as evidence for an ISO/IEC 27001 information security management system, SOC 2 readiness or a NIST-based program.',
          'We document the methodology, scales and assumptions alongside the results, so the assessment can be repeated consistently when your systems, suppliers or threat landscape change. Your team can then run future reviews in-house or with our support.',
        ],
      },
    ],
  },
  {
    id: 'source-code-review',
    title: 'Source Code Review',
    summary:
      'Manual secure code review backed by static analysis, finding injection flaws, broken access control, hardcoded secrets and vulnerable dependencies.',
    kind: 'page',
    intro:
      'Our reviewers read your code the way an attacker would, combining automated scanning with manual analysis to find security flaws that tests and scanners miss, and then walk your developers through the fixes.',
    sections: [
      {
        heading: 'Manual review supported by SAST',
        paragraphs: [
          'Static application security testing (SAST) tools are good at tracing untrusted input through code, but they produce false positives and cannot judge business logic. We run them to cover the whole codebase, then review the results and the high-risk areas by hand.',
          'Manual effort goes where flaws tend to cluster: authentication, session handling, authorization checks, input handling, cryptography and integrations with external services. Reviewers also account for the language and framework you use, since each has its own pitfalls and safe defaults.',
        ],
        points: [
          'Triage of scanner output to remove false positives',
          'Line-by-line review of security-critical modules',
          'Data-flow analysis from entry points to sensitive sinks',
          'Business logic and workflow abuse cases',
        ],
      },
      {
        heading: 'What we look for',
        paragraphs: [
          'We focus on the issues that lead to real compromises rather than style concerns. Findings cover your own code and the open-source packages it pulls in, using software composition analysis (SCA) to flag dependencies with known vulnerabilities.',
        ],
        points: [
          'SQL, command, template and other injection flaws',
          'Authentication and authorization weaknesses',
          'API keys, passwords and tokens committed to source',
          'Insecure or outdated third-party dependencies',
          'Unsafe deserialization and weak cryptography',
          'Sensitive data leaking into logs and error messages',
        ],
      },
      {
        heading: 'OWASP ASVS as the reference',
        paragraphs: [
          'We use the OWASP Application Security Verification Standard (ASVS) as the yardstick for the review. Its verification levels let us agree up front how deep the review should go, based on the sensitivity of the application and the data it handles.',
          'Mapping findings to ASVS requirements gives your team a recognized standard to measure against, rather than a list of opinions. The same requirements can then serve as a checklist for your own code reviews and feature planning.',
        ],
      },
      {
        heading: 'Report with fixes and developer walkthrough',
        paragraphs: [
          'Each finding in the report includes the file and line reference, a severity rating, an explanation of how it could be exploited and a recommended fix, with code examples where helpful. An executive summary gives managers the overall picture without the technical detail.',
          'We then hold a walkthrough session with your developers to discuss the findings, answer questions and talk through secure coding patterns that prevent the same classes of issue from coming back. Sessions can be recorded so that developers who join later get the same guidance.',
        ],
        points: [
          'File and line references for every finding',
          'Severity ratings and exploitation scenarios',
          'Concrete remediation guidance and code samples',
          'Live session with your development team',
        ],
      },
    ],
  },
  {
    id: 'third-party-risk',
    title: 'Third-Party Risk Management',
    summary:
      'Assess vendors before you sign, monitor them after onboarding and manage supply chain exposure with a third-party risk program auditors accept.',
    kind: 'page',
    intro:
      'Your suppliers, SaaS providers and contractors can reach your data and systems, so their weaknesses become yours. We help you decide which vendors to trust, on what terms, and how to keep checking.',
    sections: [
      {
        heading: 'Vendor assessments',
        paragraphs: [
          'We start by tiering your vendors according to the data they handle and how critical they are to your operations, so assessment effort matches the risk. High-risk vendors receive a detailed review; low-risk ones a lighter check.',
          'Assessments combine security questionnaires, review of evidence such as SOC 2 reports and ISO/IEC 27001 certificates, and follow-up calls where answers are unclear. Each vendor receives a risk rating and a list of issues to resolve or contract around.',
        ],
        points: [
          'Vendor inventory and risk-based tiering',
          'Questionnaires based on recognized frameworks',
          'Review of audit reports and security documentation',
          'Risk rating and remediation requests per vendor',
        ],
      },
      {
        heading: 'Continuous monitoring',
        paragraphs: [
          'A vendor that passed review two years ago may have changed owners, suffered a breach or dropped a certification since. We set up a monitoring cycle that reassesses vendors on a schedule set by their tier and reacts to events in between.',
          'Monitoring draws on breach disclosures, certificate and audit report expiry dates, and external attack surface signals, with alerts routed to the owner of each vendor relationship. When a signal suggests that the risk posed by a vendor has changed, we trigger a targeted reassessment instead of waiting for the next scheduled review.',
        ],
        points: [
          'Reassessment schedule by vendor tier',
          'Tracking of expiring certifications and audit reports',
          'Alerts on publicly disclosed vendor incidents',
          'Offboarding checks when a contract ends',
        ],
      },
      {
        heading: 'Supply chain security',
        paragraphs: [
          'Risk also arrives through the software and services you build on, not only through vendors with access to your data. We review how you select, approve and update software components, managed service providers and fourth parties your vendors rely on.',
          'Where you ship or buy software, we help introduce practices such as software bills of materials (SBOMs) and contract clauses that require suppliers to notify you of security incidents within agreed timeframes. These measures make it easier to respond quickly when a widely used component turns out to be vulnerable.',
        ],
      },
      {
        heading: 'Compliance',
        paragraphs: [
          'Many frameworks and regulations require documented oversight of service providers, including ISO/IEC 27001, SOC 2, PCI DSS, HIPAA business associate rules and GDPR processor obligations. We design your program so that the same assessments produce the evidence each of them asks for.',
          'You receive written policies, procedures and records that show auditors how vendors are selected, assessed, contracted and monitored. Records are organized so that evidence requests during an audit can be answered from one place.',
        ],
        points: [
          'Third-party risk policy and procedures',
          'Contract and data processing agreement requirements',
          'Audit-ready assessment records',
          'Mapping to the frameworks you report against',
        ],
      },
    ],
  },
  {
    id: 'vapt',
    title: 'VAPT Services',
    summary:
      'Vulnerability assessment and penetration testing for web apps, APIs, networks, cloud and mobile, with CVSS-rated findings, fix guidance and a free retest.',
    kind: 'page',
    intro:
      'Vulnerability Assessment and Penetration Testing (VAPT) combines broad automated scanning with hands-on testing by experienced testers, showing you which weaknesses exist and which of them can actually be exploited.',
    sections: [
      {
        heading: 'Vulnerability scanning',
        paragraphs: [
          'The assessment phase uses established scanning tools to survey your in-scope hosts, applications and services for missing patches, misconfigurations, weak encryption settings and exposed services. It gives wide coverage quickly and establishes a baseline.',
          'Our testers verify the scanner results before they reach you, removing false positives so your team does not spend time chasing issues that are not there. Scans can also be repeated on a schedule between penetration tests to catch new exposures.',
        ],
        points: [
          'Authenticated and unauthenticated scans',
          'External and internal network coverage',
          'Manual validation of scanner findings',
          'Baseline for tracking improvement over time',
        ],
      },
      {
        heading: 'Penetration testing',
        paragraphs: [
          'Penetration testing goes beyond scanning: our testers chain weaknesses together to show how far an attacker could get, from an exposed service to sensitive data or administrative access. Testing can be black box with no prior knowledge, grey box with user-level credentials, or white box with documentation and source access.',
          'Before testing starts we agree rules of engagement in writing, covering scope, testing windows, excluded systems, points of contact and how critical findings are escalated. Testing of production systems is planned to avoid disrupting your operations, and potentially disruptive techniques are used only with your explicit approval.',
        ],
        points: [
          'Web applications and APIs',
          'External and internal networks',
          'Cloud environments on AWS, Azure and Google Cloud',
          'iOS and Android mobile apps',
          'Black, grey and white box approaches',
        ],
      },
      {
        heading: 'Reporting',
        paragraphs: [
          'Each finding is rated using the Common Vulnerability Scoring System (CVSS), adjusted with context about your environment, and supported by evidence such as requests, responses and screenshots so your team can reproduce it. Technical detail sits alongside an executive summary written for leadership and auditors.',
          'Critical issues are reported to your contact as soon as they are confirmed, rather than waiting for the final report. That gives you the chance to contain serious exposures while the rest of the testing continues.',
        ],
        points: [
          'Executive summary of overall risk',
          'CVSS severity rating per finding',
          'Step-by-step reproduction evidence',
          'Prompt notification of critical issues',
        ],
      },
      {
        heading: 'Remediation',
        paragraphs: [
          'Every finding comes with specific fix guidance, whether that is a configuration change, a code change or a compensating control. Our testers remain available to your developers and administrators to clarify findings while fixes are under way.',
          'Once you have remediated, we retest the reported findings at no additional cost and issue an updated report that records which issues are resolved. The updated report gives management, customers and auditors evidence that the issues were addressed.',
        ],
      },
    ],
  },
  {
    id: 'cloud-security',
    title: 'Cloud Security Services',
    summary:
      'Secure design, access control, monitoring and compliance for workloads on AWS, Azure and Google Cloud, built on each provider\'s native controls.',
    kind: 'page',
    intro:
      'Whether you are moving to the cloud or tightening an estate that grew quickly, we help you build and run AWS, Azure and Google Cloud environments with security designed in rather than added later.',
    sections: [
      {
        heading: 'Secure infrastructure design',
        paragraphs: [
          'We design landing zones that give every team a secure starting point: separate accounts, subscriptions or projects for each environment, central logging, and guardrails applied by policy. Networks are segmented so that a compromise in one workload does not give access to the rest.',
          'Infrastructure is defined as code using tools such as Terraform, AWS CloudFormation or Azure Bicep, so security settings are reviewed, versioned and applied consistently rather than configured by hand. Automated checks in your deployment pipeline can then catch risky changes, such as a publicly exposed storage bucket, before they reach production.',
        ],
        points: [
          'Multi-account and multi-subscription landing zones',
          'Network segmentation and private connectivity',
          'Policy guardrails and secure defaults',
          'Security review of infrastructure as code',
        ],
      },
      {
        heading: 'Identity and access management',
        paragraphs: [
          'In the cloud, identity is the main security boundary. We apply least privilege to users, service accounts and workloads, replacing broad administrator roles and long-lived access keys with scoped roles and short-lived credentials.',
          'Access is tied to your identity provider through single sign-on with multi-factor authentication, and we set up periodic role reviews so permissions are removed when people change jobs or leave. Emergency break-glass accounts are documented, tightly protected and monitored for any use.',
        ],
        points: [
          'Least-privilege role design',
          'SSO and MFA for all human access',
          'Removal of unused and over-privileged accounts',
          'Scheduled access and role reviews',
        ],
      },
      {
        heading: 'Monitoring and threat detection',
        paragraphs: [
          'We make sure the right logs are collected and retained, including control-plane audit trails, network flow logs and identity events, and that they land in a central location attackers cannot easily tamper with. Native services such as AWS GuardDuty, Microsoft Defender for Cloud and Google Security Command Center are configured to detect suspicious activity.',
          'Cloud security posture management (CSPM) continuously checks configurations against policy, and alerts are tuned and routed to the people who can respond. We also help you write runbooks for the most common alerts so they are handled consistently.',
        ],
        points: [
          'Centralized audit, flow and identity logging',
          'CSPM for misconfiguration detection',
          'Native threat detection services enabled and tuned',
          'Alert routing to your on-call or SOC team',
        ],
      },
      {
        heading: 'Compliance in the cloud',
        paragraphs: [
          'Under the shared responsibility model, your provider secures the underlying infrastructure while you remain responsible for configuration, identities and data. We clarify where that line falls for each service you use, so nothing is assumed to be covered when it is not.',
          'We assess your accounts against the CIS Benchmarks for AWS, Azure and Google Cloud and map the controls to the frameworks you need to meet, such as ISO/IEC 27001, SOC 2, PCI DSS or HIPAA. Gaps are reported together with the configuration change needed to close each one.',
        ],
      },
    ],
  },
  {
    id: 'network-security',
    title: 'Network Security',
    summary:
      'Firewall and segmentation reviews, secure remote access, wireless security and network monitoring to harden the networks your business runs on.',
    kind: 'placeholder',
    intro:
      'We review and strengthen the networks that connect your offices, data centers and remote staff, looking at how traffic is filtered, segmented and watched.',
    sections: [
      {
        heading: 'What we offer',
        paragraphs: [
          'Our network security work covers the areas below, from rule-by-rule firewall reviews to monitoring that spots unusual traffic. A detailed page for this service is being prepared, and in the meantime our team can scope an engagement with you now.',
        ],
        points: [
          'Firewall rule and network segmentation review',
          'Secure remote access with VPN and zero trust options',
          'Wireless network security assessment',
          'Network monitoring and traffic analysis',
        ],
      },
    ],
  },
  {
    id: 'cyber-defense',
    title: 'Cyber Defense & Incident Response',
    summary:
      'Incident response retainers, readiness planning, tabletop exercises, containment, forensics and post-incident reviews for when an attack happens.',
    kind: 'placeholder',
    intro:
      'When a security incident strikes, the first hours decide how much damage it does. We help you prepare before an attack and respond quickly and methodically when one occurs.',
    sections: [
      {
        heading: 'How we can help',
        paragraphs: [
          'Our cyber defense services span preparation, response and recovery, as outlined below. We are still preparing the detailed page for this service, but you can talk to our team today to scope a retainer or a readiness engagement.',
        ],
        points: [
          'Incident response retainer with agreed contact paths',
          'Readiness planning and tabletop exercises',
          'Containment and digital forensics',
          'Post-incident review and lessons learned',
        ],
      },
    ],
  },
];
