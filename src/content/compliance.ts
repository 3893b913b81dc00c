import type { ComplianceFramework } from './types';

export const complianceFrameworks: readonly ComplianceFramework[] = [
  {
    key: 'iso-27001',
    title: 'ISO 27001',
    heroTitle: 'ISO 27001 Compliance & Certification',
    summary:
      'Build and certify an ISO/IEC 27001:2022 information security management system, from scoping and risk assessment to the Stage 2 audit.',
    description:
      'ISO/IEC 27001 is the international standard for an information security management system (ISMS). We help you define a sensible scope, run the risk assessment, select Annex A controls and produce the evidence an accredited certification body expects, then stay alongside your team through the Stage 1 and Stage 2 audits.',
    sections: [
      {
        title: 'Inside ISO/IEC 27001:2022',
        content:
          'The standard sets out the requirements for an ISMS in clauses 4 to 10, covering organizational context, leadership, planning, support, operation, performance evaluation and improvement. Annex A lists 93 controls grouped into four themes: organizational, people, physical and technological. You decide which controls apply through risk assessment and record each decision, with its justification, in a Statement of Applicability.',
        illustration: 'iso-diagram',
      },
      {
        title: 'ISMS Gap Analysis and Risk Assessment',
        content:
          'We compare your current policies, processes and technical safeguards against every clause and Annex A control, then rate each gap by effort and risk. The assessment produces a risk register, a draft Statement of Applicability and a prioritized remediation plan with owners and dates. Organizations moving from the 2013 edition also get a mapping of their existing controls to the restructured 2022 Annex A.',
        illustration: 'gap-analysis',
      },
      {
        title: 'Stage 1 and Stage 2 Certification Audits',
        content:
          'Certification is granted by an accredited certification body, not by a consultant. In Stage 1 the auditor reviews your ISMS documentation and readiness; in Stage 2 they test whether the controls operate as described. We prepare the evidence, run an internal audit and management review beforehand, and help you close any nonconformities the auditor raises.',
        illustration: 'certification',
      },
      {
        title: 'Surveillance Audits and the Three-Year Cycle',
        content:
          'An ISO 27001 certificate is valid for three years, with surveillance audits by the certification body in the intervening years and a recertification audit at the end of the cycle. We help you keep the ISMS working between visits through scheduled internal audits, risk register reviews, management reviews, control metrics and a corrective action log that shows continual improvement.',
        illustration: 'monitoring',
      },
    ],
  },
  {
    key: 'soc2',
    title: 'SOC 2',
    heroTitle: 'SOC 2 Readiness & Audit Support',
    summary:
      'Prepare for a SOC 2 Type I or Type II examination against the AICPA Trust Services Criteria and give customers the assurance report they ask for.',
    description:
      'SOC 2 reports show customers how a service organization protects their data, measured against the AICPA Trust Services Criteria. We help you choose the right criteria and report type, design controls that fit how your team actually works, and collect evidence so the examination by your CPA firm runs smoothly.',
    sections: [
      {
        title: 'The Trust Services Criteria',
        content:
          'SOC 2 is built on five Trust Services Criteria categories: security, availability, processing integrity, confidentiality and privacy. Security, covered by the common criteria, is included in every SOC 2 report, while the other categories are added when they matter to your customers and commitments. The criteria describe objectives rather than prescribed controls, so each organization designs controls that fit its own system.',
        illustration: 'iso-diagram',
      },
      {
        title: 'SOC 2 Readiness Assessment',
        content:
          'We start by defining the system in scope, including infrastructure, software, people, data and subservice organizations such as your cloud provider. Each applicable criterion is mapped to existing controls, and missing or weak areas such as access reviews, change management or vendor oversight are flagged with practical fixes. The output is a control matrix and an evidence plan your auditor can work from.',
        illustration: 'gap-analysis',
      },
      {
        title: 'Type I and Type II Examinations',
        content:
          'A SOC 2 report is an attestation issued by a licensed CPA firm, not a certification. A Type I report covers the design of your controls at a point in time, while a Type II report also tests how effectively they operated over an observation period, commonly three to twelve months. We help you pick the report type, coordinate evidence requests and respond to findings; the opinion itself comes from the CPA firm.',
        illustration: 'certification',
      },
      {
        title: 'Staying Audit-Ready Between Reports',
        content:
          'Because most customers expect a fresh Type II report every year, controls have to keep operating between examinations. We set up recurring evidence collection for access reviews, onboarding and offboarding, vulnerability management and incident handling, and track exceptions as they happen. That way problems are found and corrected internally rather than discovered by the auditor during fieldwork.',
        illustration: 'monitoring',
      },
    ],
  },
  {
    key: 'nist',
    title: 'NIST',
    heroTitle: 'NIST Cybersecurity Framework & SP 800-53 Alignment',
    summary:
      'Align your security program with NIST CSF 2.0 and the SP 800-53 control catalog, using current and target profiles tied to business risk.',
    description:
      'NIST publications give organizations a common language for managing cybersecurity risk. We use the Cybersecurity Framework 2.0 to measure where your program stands and where it needs to be, and draw on SP 800-53 when you need detailed, testable controls, for example to meet federal customer requirements.',
    sections: [
      {
        title: 'CSF 2.0 Functions and SP 800-53 Controls',
        content:
          'The NIST Cybersecurity Framework 2.0, released in 2024, organizes outcomes into six functions: Govern, Identify, Protect, Detect, Respond and Recover. Govern was added in version 2.0 to cover strategy, roles, policy and supply chain risk management. SP 800-53 complements the framework with a detailed catalog of security and privacy controls grouped into families, used widely by federal agencies and their suppliers.',
        illustration: 'iso-diagram',
      },
      {
        title: 'Current and Target Profile Assessment',
        content:
          'We interview stakeholders and review evidence to build a Current Profile that scores how well your organization achieves each relevant CSF outcome. Together with leadership we define a Target Profile based on risk appetite, regulatory obligations and business priorities. The differences between the two become a sequenced roadmap, with SP 800-53 controls referenced where more precise implementation guidance is needed.',
        illustration: 'gap-analysis',
      },
      {
        title: 'Independent Assessment Against NIST',
        content:
          'There is no official NIST certification for organizations; NIST publishes standards and guidance but does not audit or certify anyone. Alignment is shown through a documented self-assessment or an independent assessment, and SP 800-53 controls can be tested using the procedures in SP 800-53A. We prepare the evidence and narratives that customers, boards or federal agencies request and support third-party assessors reviewing your program.',
        illustration: 'certification',
      },
      {
        title: 'Measuring Progress With CSF Tiers',
        content:
          'The CSF Tiers, from Tier 1 (Partial) to Tier 4 (Adaptive), describe how rigorous your cybersecurity risk governance and management practices are. We help you reassess profiles periodically, track roadmap milestones and report metrics to leadership in terms of risk rather than tool counts. Updates to NIST guidance, such as new SP 800-53 releases, are reviewed for their impact on your control set.',
        illustration: 'monitoring',
      },
    ],
  },
  {
    key: 'cis',
    title: 'CIS Controls',
    heroTitle: 'CIS Critical Security Controls Implementation',
    summary:
      'Implement the CIS Critical Security Controls v8 in a sensible order, starting with the Implementation Group that matches your size and risk.',
    description:
      'The CIS Critical Security Controls are a prioritized set of defensive actions maintained by the Center for Internet Security. We determine which Implementation Group fits your organization, measure how many Safeguards are in place, and help your IT team implement the remaining ones in the order that reduces the most risk first.',
    sections: [
      {
        title: '18 Controls and Three Implementation Groups',
        content:
          'CIS Controls v8 consolidates defensive practices into 18 Controls, such as inventory of enterprise assets, data protection, secure configuration and incident response management, broken down into 153 Safeguards. Safeguards are assigned to Implementation Groups: IG1 defines essential cyber hygiene for every organization, IG2 adds Safeguards for more complex IT and sensitive data, and IG3 covers the full set for organizations facing sophisticated attackers.',
        illustration: 'iso-diagram',
      },
      {
        title: 'Safeguard-by-Safeguard Gap Assessment',
        content:
          'We confirm your target Implementation Group and then rate each applicable Safeguard as implemented, partially implemented or not implemented, backed by evidence from your tooling and configurations. Because several Safeguards depend on others, such as a software inventory before application allowlisting, we sequence the remediation plan so foundational work comes first.',
        illustration: 'gap-analysis',
      },
      {
        title: 'Validating Your CIS Controls Posture',
        content:
          'CIS does not certify organizations against the Controls, so validation comes from documented assessment results. We can record your results in the CIS Controls Self Assessment Tool (CIS CSAT) or an equivalent tracker and prepare evidence for an independent reviewer, a cyber insurance questionnaire or a customer security review. Published mappings to frameworks such as NIST CSF and ISO 27001 let the same evidence support other obligations.',
        illustration: 'certification',
      },
      {
        title: 'Keeping Safeguards in Place',
        content:
          'Many Safeguards are continuous by nature, including asset discovery, vulnerability management, audit log review and account reviews. We help you automate checks where possible, measure coverage across assets and accounts, and reassess on a regular schedule so configuration drift is caught early. As your organization grows, we plan the move from one Implementation Group to the next.',
        illustration: 'monitoring',
      },
    ],
  },
  {
    key: 'hipaa',
    title: 'HIPAA',
    heroTitle: 'HIPAA Compliance & Security Risk Analysis',
    summary:
      'Protect patient data and meet HIPAA Privacy, Security and Breach Notification Rule requirements, starting with a documented risk analysis.',
    description:
      'HIPAA applies to covered entities such as healthcare providers, health plans and clearinghouses, and to the business associates that handle protected health information for them. We help you run the required risk analysis, implement Security Rule safeguards, put business associate agreements in place and keep documentation that stands up to an OCR inquiry.',
    sections: [
      {
        title: 'Privacy, Security and Breach Notification Rules',
        content:
          'The Privacy Rule governs how protected health information (PHI) may be used and disclosed, and gives patients rights over their records. The Security Rule requires administrative, physical and technical safeguards for electronic PHI, ranging from workforce training and facility access to access controls, audit controls and transmission security. The Breach Notification Rule sets out who must be told, and when, if unsecured PHI is compromised.',
        illustration: 'iso-diagram',
      },
      {
        title: 'HIPAA Security Risk Analysis',
        content:
          'An accurate and thorough risk analysis is a required implementation specification of the Security Rule and one of the first documents regulators ask for. We inventory where ePHI is created, received, maintained and transmitted, assess threats and vulnerabilities for each system, and rate risks by likelihood and impact. Gaps against the Security Rule standards and missing business associate agreements are captured in a remediation plan.',
        illustration: 'gap-analysis',
      },
      {
        title: 'Demonstrating HIPAA Compliance',
        content:
          'There is no official HIPAA certification, and HHS does not endorse or recognize private certifications. Compliance is enforced by the HHS Office for Civil Rights (OCR) through complaint investigations, compliance reviews and audits. We help you assemble the documentation OCR expects, including policies, the risk analysis, risk management plan, training records and business associate agreements, and can provide an independent assessment report for partners.',
        illustration: 'certification',
      },
      {
        title: 'Ongoing HIPAA Risk Management',
        content:
          'HIPAA expects risk management to be continuous rather than a one-time project. We help you review audit logs and access reports, update the risk analysis when systems or vendors change, run periodic security awareness training and test contingency plans. Required policies and records are retained for six years, as the Security Rule documentation standard specifies.',
        illustration: 'monitoring',
      },
    ],
  },
  {
    key: 'hitech',
    title: 'HITECH',
    heroTitle: 'HITECH Act Compliance & Breach Readiness',
    summary:
      'Meet HITECH Act obligations for breach notification and business associate accountability, backed by recognized security practices.',
    description:
      'The HITECH Act of 2009 strengthened HIPAA enforcement, introduced tiered civil penalties and made business associates directly accountable for protecting health information. We help covered entities and their vendors prepare for breach notification deadlines, tighten business associate oversight and document the security practices regulators take into account.',
    sections: [
      {
        title: 'What the HITECH Act Changed',
        content:
          'The Health Information Technology for Economic and Clinical Health Act was enacted in 2009 as part of the American Recovery and Reinvestment Act to promote the adoption of electronic health records. It extended HIPAA Security Rule obligations directly to business associates, created tiered civil money penalties based on culpability, gave state attorneys general authority to enforce HIPAA, and established federal breach notification requirements for unsecured PHI.',
        illustration: 'iso-diagram',
      },
      {
        title: 'Business Associate and Breach Readiness Review',
        content:
          'We review whether your business associate agreements, subcontractor agreements and vendor inventory reflect HITECH obligations, and whether ePHI is encrypted in line with HHS guidance so that a lost laptop does not become a reportable breach of unsecured PHI. We also walk your incident response plan through the breach notification workflow, from the risk assessment of an incident to drafting notices.',
        illustration: 'gap-analysis',
      },
      {
        title: 'Breach Notification and OCR Audits',
        content:
          'When a breach of unsecured PHI is discovered, affected individuals must be notified without unreasonable delay and no later than 60 calendar days after discovery. Breaches affecting 500 or more people must also be reported to HHS and, where more than 500 residents of a state or jurisdiction are involved, to prominent media outlets. HITECH also requires HHS to audit covered entities and business associates periodically, and we help you prepare the evidence such an audit requests.',
        illustration: 'certification',
      },
      {
        title: 'Recognized Security Practices',
        content:
          'A 2021 amendment to HITECH directs HHS to consider whether recognized security practices, such as the NIST Cybersecurity Framework or the 405(d) Health Industry Cybersecurity Practices, were in place for the previous 12 months when determining fines and the extent of audits. We help you adopt one of these practices, keep dated evidence that it operates continuously, and rehearse breach response so notification deadlines can be met.',
        illustration: 'monitoring',
      },
    ],
  },
  {
    key: 'gdpr',
    title: 'GDPR',
    heroTitle: 'GDPR Compliance & Data Protection',
    summary:
      "Process personal data of people in the EU lawfully, document accountability and be ready to report breaches within the GDPR's 72-hour window.",
    description:
      'The General Data Protection Regulation applies to organizations established in the EU and to those outside it that offer goods or services to, or monitor the behavior of, people in the EU. We map your personal data, fix gaps in lawful bases, notices, contracts and security, and build the records that show regulators you are accountable.',
    sections: [
      {
        title: 'GDPR Principles and Obligations',
        content:
          'The GDPR is built on the principles in Article 5: lawfulness, fairness and transparency, purpose limitation, data minimization, accuracy, storage limitation, integrity and confidentiality, and accountability. Controllers need a lawful basis for each processing activity, must honor data subject rights such as access and erasure, and must bind processors with contracts under Article 28. Transfers outside the EEA require safeguards such as standard contractual clauses.',
        illustration: 'iso-diagram',
      },
      {
        title: 'Data Mapping and Privacy Gap Assessment',
        content:
          'We build or update your records of processing activities, tracing what personal data you collect, why, where it is stored, who receives it and how long it is kept. Each activity is checked for a lawful basis, transparency, retention and security, and high-risk processing is flagged for a data protection impact assessment (DPIA). You receive a prioritized list of fixes, from privacy notices to processor agreements.',
        illustration: 'gap-analysis',
      },
      {
        title: 'Demonstrating Accountability to Regulators',
        content:
          'The GDPR has no mandatory certification: compliance is supervised by national data protection authorities, and certification schemes under Article 42 are voluntary. Infringements can lead to fines of up to €20 million or 4% of total worldwide annual turnover, whichever is higher. We help you assemble the accountability file regulators ask for, including processing records, DPIAs, legitimate interest assessments, policies and evidence of staff training.',
        illustration: 'certification',
      },
      {
        title: 'Breach Response and Ongoing Privacy Operations',
        content:
          'Under Article 33, a personal data breach must be notified to the supervisory authority without undue delay and, where feasible, within 72 hours of becoming aware of it, unless it is unlikely to result in a risk to individuals. We help you set up a breach register, a tested response playbook and data subject request handling, with periodic reviews of vendors, retention schedules and DPIAs as processing changes.',
        illustration: 'monitoring',
      },
    ],
  },
  {
    key: 'pci-dss',
    title: 'PCI DSS',
    heroTitle: 'PCI DSS v4.0 Compliance',
    summary:
      'Scope, remediate and validate cardholder data environments against PCI DSS v4.0.1, whether you file an SAQ or undergo a QSA assessment.',
    description:
      'PCI DSS applies to every organization that stores, processes or transmits payment card data, or that can affect the security of that environment. We help you reduce scope, close gaps against the 12 requirements and prepare the evidence needed for your Self-Assessment Questionnaire or Report on Compliance.',
    sections: [
      {
        title: 'The 12 Requirements of PCI DSS v4.0',
        content:
          'PCI DSS v4.0, updated as v4.0.1 in 2024, organizes its controls into 12 principal requirements under six goals, from network security controls and secure configurations to protecting stored account data, vulnerability management, access control, logging, testing and security policies. Version 4.0 introduced a customized approach alongside the defined approach and requires targeted risk analyses where entities set the frequency of certain activities.',
        illustration: 'iso-diagram',
      },
      {
        title: 'Scoping and PCI Gap Assessment',
        content:
          'Accurate scoping comes first: we trace card data flows, identify every system that stores, processes or transmits account data or connects to it, and test whether segmentation actually isolates the cardholder data environment. Each applicable requirement is then assessed, with particular attention to the requirements that were future-dated in v4.0 and became mandatory on March 31, 2025.',
        illustration: 'gap-analysis',
      },
      {
        title: 'ROC, SAQ and Attestation of Compliance',
        content:
          'How you validate depends on your merchant or service provider level, which is set by the card brands and your acquirer. Large merchants and service providers typically need a Report on Compliance (ROC) by a Qualified Security Assessor (QSA), while others complete the appropriate Self-Assessment Questionnaire; both come with an Attestation of Compliance. We prepare evidence, support the QSA during fieldwork or help you complete the SAQ accurately.',
        illustration: 'certification',
      },
      {
        title: 'Continuous PCI DSS Compliance',
        content:
          'PCI DSS requires recurring activities throughout the year, including quarterly external scans by an Approved Scanning Vendor, quarterly internal vulnerability scans, regular penetration testing and log review. We set up a compliance calendar, track evidence for each periodic task, and review scope whenever systems, payment flows or third-party service providers change.',
        illustration: 'monitoring',
      },
    ],
  },
  {
    key: 'fisma',
    title: 'FISMA',
    heroTitle: 'FISMA Compliance & Authorization Support',
    summary:
      'Support federal agencies and contractors through the NIST Risk Management Framework, from FIPS 199 categorization to an Authorization to Operate.',
    description:
      "FISMA requires federal agencies to protect their information systems, including systems operated by contractors on their behalf. We guide your team through the NIST Risk Management Framework, implement and document SP 800-53 controls and prepare an authorization package that an agency's Authorizing Official can act on.",
    sections: [
      {
        title: 'FISMA and the Risk Management Framework',
        content:
          'The Federal Information Security Modernization Act of 2014 directs agencies to follow NIST standards and guidelines. In practice this means the Risk Management Framework in SP 800-37, with seven steps: Prepare, Categorize, Select, Implement, Assess, Authorize and Monitor. Systems are categorized as low, moderate or high impact under FIPS 199, which determines the SP 800-53 control baseline that applies.',
        illustration: 'iso-diagram',
      },
      {
        title: 'Categorization and Control Gap Analysis',
        content:
          'We help you define the system boundary, identify the information types processed and document a FIPS 199 categorization for confidentiality, integrity and availability. Your current controls are compared with the selected SP 800-53 baseline and any agency-specific tailoring, and each gap is recorded with a remediation approach. The work feeds directly into your System Security Plan.',
        illustration: 'gap-analysis',
      },
      {
        title: 'Assessment and Authorization to Operate',
        content:
          "An independent assessor tests the implemented controls and records the results in a Security Assessment Report. The agency's Authorizing Official reviews the authorization package, including the System Security Plan, assessment report and Plan of Action and Milestones (POA&M), and decides whether to accept the residual risk and grant an Authorization to Operate. We prepare the package and help you respond to assessor findings; the authorization decision rests with the agency.",
        illustration: 'certification',
      },
      {
        title: 'Continuous Monitoring Under SP 800-137',
        content:
          'Authorization is not the end of the process: the Monitor step requires ongoing assessment of controls, tracking of changes and timely remediation of weaknesses. We help you build a continuous monitoring strategy aligned with SP 800-137, keep the POA&M current, and provide the data agencies use for their annual FISMA reporting.',
        illustration: 'monitoring',
      },
    ],
  },
  {
    key: 'cmmc',
    title: 'CMMC',
    heroTitle: 'CMMC 2.0 Readiness & Assessment Support',
    summary:
      'Prepare defense contractors for CMMC 2.0 Level 1, 2 or 3 assessments that protect Federal Contract Information and CUI.',
    description:
      'The Cybersecurity Maturity Model Certification program verifies that Defense Industrial Base suppliers protect the contract information the Department of Defense shares with them. We determine the level your contracts require, close gaps against the applicable requirements and prepare you for self-assessment or third-party assessment.',
    sections: [
      {
        title: 'From Five Maturity Levels to Three',
        content:
          'The original CMMC 1.0 model had five maturity levels. CMMC 2.0 simplified this to three: Level 1 Foundational covers basic safeguarding of Federal Contract Information (FCI); Level 2 Advanced aligns with the 110 security requirements of NIST SP 800-171 for Controlled Unclassified Information (CUI); and Level 3 Expert adds a subset of the enhanced requirements in NIST SP 800-172 for programs facing advanced persistent threats.',
        illustration: 'iso-diagram',
      },
      {
        title: 'CUI Scoping and SP 800-171 Gap Assessment',
        content:
          'We identify where FCI and CUI enter, move through and leave your environment, then define the assessment scope, including security protection assets and external service providers. Each requirement is assessed against its assessment objectives in NIST SP 800-171A, producing a System Security Plan, a scored gap list and a remediation plan. The score can also support your entry in the Supplier Performance Risk System (SPRS).',
        illustration: 'gap-analysis',
      },
      {
        title: 'Self-Assessments, C3PAO and DIBCAC Assessments',
        content:
          "Level 1 requires an annual self-assessment and affirmation. Level 2 is met through a self-assessment or a certification assessment by an authorized C3PAO every three years, depending on the contract. Level 3 assessments are conducted by the DoD's Defense Industrial Base Cybersecurity Assessment Center (DIBCAC) after a Level 2 certification. We prepare evidence and staff for assessment interviews, while certification decisions come from the C3PAO or the government.",
        illustration: 'certification',
      },
      {
        title: 'Maintaining CMMC Status',
        content:
          'CMMC requires an annual affirmation by a senior company official that the organization continues to meet the requirements of its level. Any POA&M items permitted at assessment must be closed within 180 days to move from conditional to final status. We help you track control operation, manage changes to the CUI environment and keep the System Security Plan current so each affirmation reflects reality.',
        illustration: 'monitoring',
      },
    ],
  },
  {
    key: 'fedramp',
    title: 'FedRAMP',
    heroTitle: 'FedRAMP Authorization Readiness',
    summary:
      'Take your cloud service through FedRAMP readiness, 3PAO assessment and agency authorization, then keep up with monthly continuous monitoring.',
    description:
      'FedRAMP standardizes how US federal agencies assess and authorize cloud products and services. We help cloud service providers choose the right impact baseline, build the System Security Plan and supporting documents, prepare for the 3PAO assessment and set up the continuous monitoring program that authorization depends on.',
    sections: [
      {
        title: 'FedRAMP Baselines and Authorization Paths',
        content:
          'FedRAMP applies to cloud services used by federal agencies and sets Low, Moderate and High security baselines derived from NIST SP 800-53, chosen according to the FIPS 199 impact level of the data involved. Most providers pursue authorization with a sponsoring agency, whose Authorizing Official issues an Authorization to Operate; other agencies can then review and reuse the package listed on the FedRAMP Marketplace.',
        illustration: 'iso-diagram',
      },
      {
        title: 'Readiness Assessment and Documentation',
        content:
          'We compare your cloud architecture, authorization boundary and controls with the selected baseline, covering areas that often need engineering work such as FIPS-validated encryption, multifactor authentication and centralized logging. We then help you write the System Security Plan and its attachments and, where useful, prepare for a Readiness Assessment Report by a 3PAO showing the service is ready for a full assessment.',
        illustration: 'gap-analysis',
      },
      {
        title: 'Third-Party Assessment and Agency Authorization',
        content:
          'An accredited Third Party Assessment Organization (3PAO) develops a Security Assessment Plan, tests the controls, including penetration testing, and documents results in a Security Assessment Report. The agency reviews the package with the Plan of Action and Milestones, and the FedRAMP program office also reviews it before the service is listed as authorized. We coordinate evidence and remediation during the assessment; the authorization decision belongs to the agency.',
        illustration: 'certification',
      },
      {
        title: 'Continuous Monitoring and POA&M Management',
        content:
          'Once authorized, providers submit continuous monitoring deliverables every month, including operating system, database and web application vulnerability scans and an updated Plan of Action and Milestones with remediation deadlines. An annual assessment by a 3PAO and formal review of significant changes are also required. We help you run this cadence, triage scan findings and deliver on time.',
        illustration: 'monitoring',
      },
    ],
  },
  {
    key: 'itar',
    title: 'ITAR',
    heroTitle: 'ITAR Compliance for Defense Articles & Technical Data',
    summary:
      'Control access to ITAR technical data, manage DDTC registration and licensing, and keep defense articles away from unauthorized foreign persons.',
    description:
      'The International Traffic in Arms Regulations govern the export of defense articles, defense services and related technical data listed on the US Munitions List. We help manufacturers, exporters and their suppliers identify what they hold, restrict access by foreign persons and build the systems and records that support licensing and audits.',
    sections: [
      {
        title: 'ITAR and the US Munitions List',
        content:
          "ITAR is administered by the US Department of State's Directorate of Defense Trade Controls (DDTC) under the Arms Export Control Act. It controls the defense articles, technical data and defense services described in the 21 categories of the US Munitions List (USML). Releasing controlled technical data to a foreign person, even inside the United States, is treated as an export and generally requires authorization.",
        illustration: 'iso-diagram',
      },
      {
        title: 'Technical Data and Access Control Assessment',
        content:
          'We work with your export compliance lead and engineering teams to locate where ITAR-controlled technical data lives, including file shares, PLM systems, email and cloud services. Access controls, US person verification, visitor procedures and IT administration are reviewed to find where foreign persons could gain access without authorization. Findings feed a technology control plan with concrete technical and procedural fixes.',
        illustration: 'gap-analysis',
      },
      {
        title: 'DDTC Registration, Licensing and Disclosures',
        content:
          'There is no ITAR certification. Compliance rests on registration with DDTC, which manufacturers and exporters of defense articles must maintain, and on obtaining the right authorization before an export occurs, such as a DSP-5 license for a permanent export or a Technical Assistance Agreement for defense services. We help you organize the records DDTC expects and support your counsel when a voluntary disclosure is needed.',
        illustration: 'certification',
      },
      {
        title: 'Sustaining ITAR Controls',
        content:
          'Export compliance depends on everyday discipline: hiring and visitor checks, marking of controlled data, reviews of who has access, and oversight of cloud and collaboration tools. We help you log and review access to controlled repositories, train staff to recognize technical data, audit the technology control plan periodically and keep registration renewals and license provisos on schedule.',
        illustration: 'monitoring',
      },
    ],
  },
  {
    key: 'iso-42001',
    title: 'ISO 42001',
    heroTitle: 'ISO 42001 AI Management System Certification',
    summary:
      'Establish an ISO/IEC 42001:2023 AI management system that governs how your organization develops, provides or uses AI systems responsibly.',
    description:
      'ISO/IEC 42001 is the first international management system standard for artificial intelligence. We help organizations that build or use AI set up an AI management system (AIMS) with clear roles, AI risk and impact assessments and lifecycle controls, and prepare it for audit by an accredited certification body.',
    sections: [
      {
        title: 'Structure of an AI Management System',
        content:
          'Published in December 2023, ISO/IEC 42001 follows the same clause 4 to 10 management system structure as ISO 27001, which makes integration with an existing ISMS easier. Annex A provides reference controls covering AI policy, internal organization, resources, impact assessment, the AI system life cycle, data, information for interested parties, use of AI systems and third-party relationships. Annexes B to D add implementation guidance, risk sources and domain considerations.',
        illustration: 'iso-diagram',
      },
      {
        title: 'AI Inventory, Risk and Impact Assessment',
        content:
          'We inventory the AI systems you develop, deploy or procure and clarify your role for each, such as provider, producer or customer. The standard requires an AI risk assessment and an AI system impact assessment covering consequences for individuals, groups and society, so we run both and compare existing governance with each clause and Annex A control. The result is a draft Statement of Applicability and a prioritized implementation plan.',
        illustration: 'gap-analysis',
      },
      {
        title: 'ISO 42001 Certification Audit',
        content:
          'ISO/IEC 42001 is certifiable, and audits are carried out by independent certification bodies, which should be accredited for the standard, using the familiar two-stage process. The auditor checks that your AIMS documentation is complete, then tests whether risk assessments, impact assessments and lifecycle controls are actually applied to real AI systems. We run an internal audit and management review first and support your team in addressing any findings.',
        illustration: 'certification',
      },
      {
        title: 'Monitoring AI Systems and the AIMS',
        content:
          'AI systems change as models are retrained, data drifts and use cases expand, so the AIMS has to track performance, incidents and changes over time. We help you define monitoring metrics, update impact assessments when systems change, review third-party AI suppliers and prepare for surveillance audits. The same records can help demonstrate governance expected under AI regulations such as the EU AI Act.',
        illustration: 'monitoring',
      },
    ],
  },
  {
    key: 'cobit',
    title: 'COBIT',
    heroTitle: 'COBIT 2019 IT Governance Framework',
    summary:
      'Design an enterprise governance system for information and technology with COBIT 2019, tailored through design factors and capability targets.',
    description:
      'COBIT 2019, published by ISACA, helps boards and executives govern enterprise information and technology (I&T) so it supports business goals and keeps risk within appetite. We tailor the framework to your organization, assess the capability of the processes that matter most and give leadership a practical improvement roadmap.',
    sections: [
      {
        title: 'COBIT 2019 Objectives and Domains',
        content:
          'COBIT 2019 defines 40 governance and management objectives. Governance objectives sit in the Evaluate, Direct and Monitor domain, while management objectives are grouped into Align, Plan and Organize; Build, Acquire and Implement; Deliver, Service and Support; and Monitor, Evaluate and Assess. Each objective is supported by components such as processes, organizational structures, information flows, and people, skills and competencies.',
        illustration: 'iso-diagram',
      },
      {
        title: 'Design Factors and Capability Assessment',
        content:
          "We use COBIT design factors, including enterprise strategy, risk profile, compliance requirements, threat landscape and the role of IT, to decide which objectives deserve the most attention and what capability they should reach. Selected processes are then assessed on COBIT's 0 to 5 capability scale, and the difference between current and target levels becomes the basis of the improvement plan.",
        illustration: 'gap-analysis',
      },
      {
        title: 'Independent Governance Assessment',
        content:
          "COBIT does not certify organizations; ISACA certifies individuals, and enterprises demonstrate effective governance through assessments and audits. Internal and external auditors often use COBIT as a reference for IT general controls and governance reviews. We document governance practices, assemble capability evidence and prepare management for the auditor's questions, including those tied to SOX or regulatory examinations.",
        illustration: 'certification',
      },
      {
        title: 'Performance Management and Continual Improvement',
        content:
          "COBIT's performance management approach tracks capability levels for processes and maturity levels for focus areas over time. We help you define goals and metrics through the goals cascade, set up governance dashboards for the board, and reassess priority objectives periodically so the governance system keeps pace with changes in strategy, risk and technology.",
        illustration: 'monitoring',
      },
    ],
  },
];
