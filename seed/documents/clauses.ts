type ClauseInput = { clause: string; requirement: string; delivery: string; verification: string }
function clauseRows(table: 'fleetRetainer' | 'financialSecurity' | 'dgsSummary', rows: ClauseInput[]) {
  return rows.map((row, index) => ({
    _id: `clauseRow.${table}.${index + 1}`,
    _type: 'clauseRow',
    table,
    order: index + 1,
    ...row,
  }))
}

export const clauses = [
  ...clauseRows('fleetRetainer', [
    {
      clause: '3.1',
      requirement: 'Verified P&I or financial security certificate before arrival for vessels of 300 GT and above',
      delivery: 'Club-signed letter and certificate pack for every call, issued in under 2 hours',
      verification: 'Insurer verification reference recorded in the pack and the audit log',
    },
    {
      clause: '4.2',
      requirement: 'Minimum three months of cover from entry or renewal',
      delivery: 'Validity checked on every pack, with renewal reminders before the window closes',
      verification: 'Validity dates mirrored from the certificate; packs flagged if under 3 months',
    },
    {
      clause: '5.1',
      requirement: '24/7 contact for pollution response and wreck removal, with Coast Guard liaison',
      delivery: '24/7 operations centre, call-back in 45 minutes or less, NOSDCP contact sheet',
      verification: 'Contact sheet attached to each pack; call tree tested quarterly',
    },
  ]),
  ...clauseRows('financialSecurity', [
    {
      clause: 'MSN 05/2025 §3',
      requirement: 'Applies to vessels of 300 GT and above calling at Indian ports',
      delivery: 'Gross tonnage checked at intake; pack issued for every qualifying call',
      verification: 'GT and IMO matched against the MSW submission',
    },
    {
      clause: 'MSN 05/2025 §4',
      requirement: 'At least three months of cover from entry or renewal',
      delivery: 'P&I letter states the validity period and renewal date',
      verification: 'Validity confirmed with the insurer’s online vessel search',
    },
    {
      clause: 'MSN 05/2025 §6A',
      requirement: 'Verified P&I or financial security certificate from an acceptable insurer',
      delivery: 'Club-signed financial security letter with Blue Card / CiOFS reference',
      verification: 'Insurer checked against the DGS authorised insurers list',
    },
    {
      clause: 'MSN 05/2025 §6C',
      requirement: 'Reachable local contacts for pollution and wreck removal',
      delivery: 'NOSDCP contact sheet and agent coordination sheet',
      verification: 'Contacts tested by the 24/7 desk before issue',
    },
  ]),
  ...clauseRows('dgsSummary', [
    {
      clause: '§3',
      requirement: 'Scope: vessels of 300 GT and above calling at Indian ports',
      delivery: 'Intake form captures GT, IMO and port; every qualifying call gets a pack',
      verification: 'IMO and GT matched with the MSW pre-arrival submission',
    },
    {
      clause: '§4',
      requirement: 'Minimum three months of cover from entry or renewal',
      delivery: 'Validity stated in the pack; short validity flagged before issue',
      verification: 'Dates checked against the certificate and insurer records',
    },
    {
      clause: '§6A',
      requirement: 'P&I entry or financial security certificate issued by the club or insurer',
      delivery: 'Club-signed financial security letter (Blue Card / CiOFS reference)',
      verification: 'Insurer online vessel search; DGS authorised insurers list',
    },
    {
      clause: '§6B',
      requirement: 'Cover responds to wreck removal and pollution liabilities',
      delivery: 'Cover note on wreck removal and pollution clauses',
      verification: 'Clause references quoted from the policy wording',
    },
    {
      clause: '§6C',
      requirement: 'Local correspondent and 24/7 emergency contacts available to the port',
      delivery: '24/7 contact sheet with Coast Guard liaison and local correspondent',
      verification: 'Contacts tested before issue; NOSDCP centres listed',
    },
    {
      clause: '§7',
      requirement: 'Verification by the port before berthing; irregularities reported',
      delivery: 'Harbour master instructions and verification record in every pack',
      verification: 'Irregularities notified to DGS and the customer within 45 minutes',
    },
  ]),
]
