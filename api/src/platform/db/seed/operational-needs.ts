import type { AccessFrequencyOption, OperationalNeed, OperationalNeedCategory } from '@cards/shared/domain';

// Why an applicant needs a card (SPEC §3 operational need record). Our wording. Colours: red for
// unescorted airside access, grey for landside security zones, white for a card that only shows the
// holder's background has been checked (no unescorted access; SPEC §4 clears airports for it). MSIC
// needs that give access to maritime security zones use red. SPEC §9 fixes id 7 (student and staff)
// and id 9 (postal brand).

export const operationalNeedCategories: OperationalNeedCategory[] = [
  { Id: 1, Name: 'Airline and flight operations' },
  { Id: 2, Name: 'Airport operations and security' },
  { Id: 3, Name: 'Ground handling and freight' },
  { Id: 4, Name: 'Retail, food and terminal services' },
  { Id: 5, Name: 'Construction, maintenance and cleaning' },
  { Id: 6, Name: 'Government and emergency services' },
  { Id: 7, Name: 'Flight training and education' },
  { Id: 8, Name: 'Ports and shipping' },
  { Id: 9, Name: 'Background check only' },
];

export const operationalNeeds: OperationalNeed[] = [
  { Id: 1, Colour: 'red', CategoryId: 1, Cardtype: 'ASIC', ShortReason: 'Airline crew or engineer',
    Reason: 'I work for an airline or aircraft operator and need to be airside, for example as flight crew, cabin crew or an engineer.' },
  { Id: 2, Colour: 'red', CategoryId: 2, Cardtype: 'ASIC', ShortReason: 'Airport operations',
    Reason: 'I work for the airport operator or its security contractor, for example in operations, screening or safety.' },
  { Id: 3, Colour: 'red', CategoryId: 3, Cardtype: 'ASIC', ShortReason: 'Ground handling or freight',
    Reason: 'I load, unload, refuel or service aircraft, or handle baggage or freight airside.' },
  { Id: 4, Colour: 'grey', CategoryId: 4, Cardtype: 'ASIC', ShortReason: 'Terminal shops and food',
    Reason: 'I work in a shop, café or service counter in a landside security zone of a terminal.' },
  { Id: 5, Colour: 'red', CategoryId: 5, Cardtype: 'ASIC', ShortReason: 'Construction or maintenance',
    Reason: 'I build, maintain or clean facilities in airside areas.' },
  { Id: 6, Colour: 'red', CategoryId: 6, Cardtype: 'BOTH', ShortReason: 'Government or emergency services',
    Reason: 'I work for a government agency or an emergency service with duties in airport or port security zones.' },
  { Id: 7, Colour: 'red', CategoryId: 7, Cardtype: 'ASIC', ShortReason: 'Student or staff member',
    Reason: 'I am a student or staff member of a flight training organisation and need to be airside for training.' },
  { Id: 8, Colour: 'red', CategoryId: 1, Cardtype: 'ASIC', ShortReason: 'Pilot',
    Reason: 'I am a pilot and need unescorted access to airside areas of security controlled airports.' },
  { Id: 9, Colour: 'grey', CategoryId: 4, Cardtype: 'ASIC', ShortReason: 'Post Office retail staff',
    Reason: 'I work for our postal partner in a retail outlet in a landside security zone of a terminal.' },
  { Id: 10, Colour: 'white', CategoryId: 9, Cardtype: 'ASIC', ShortReason: 'White ASIC',
    Reason: 'I need to show that my background has been checked, but I do not need unescorted access to secure areas of an airport.' },
  { Id: 11, Colour: 'red', CategoryId: 8, Cardtype: 'MSIC', ShortReason: 'Port or ship worker',
    Reason: 'I work in a maritime security zone, for example on the wharf, on a regulated ship or at an offshore facility.' },
  { Id: 12, Colour: 'red', CategoryId: 8, Cardtype: 'MSIC', ShortReason: 'Driver or contractor at a port',
    Reason: 'I drive or work as a contractor and regularly need to enter port security zones.' },
  { Id: 13, Colour: 'white', CategoryId: 9, Cardtype: 'MSIC', ShortReason: 'White MSIC',
    Reason: 'I need to show that my background has been checked, but I do not need unescorted access to maritime security zones.' },
];

/** ExtraData.OpNeedAccessFreq choices; the postal brand presets 'Every day' (SPEC §9). */
export const accessFrequencies: AccessFrequencyOption[] = [
  { Value: 'Every day', Label: 'Every day' },
  { Value: 'Weekly', Label: 'At least once a week' },
  { Value: 'Monthly', Label: 'At least once a month' },
  { Value: 'Less than monthly', Label: 'Less than once a month' },
];
