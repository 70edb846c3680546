// Objections others raise, by kind, each with a reply the coached person can adapt.
//
// Each sentence is made plain (cues.ts) and cut into clauses. A kind is found in a clause when
// one of its cues matches and none of its vetoes does. Cues name an idea rather than a stock
// phrase: a cost word with a word of excess or lack ("more than we budgeted", "money is tight"),
// a deferral verb with a later time ("pick this back up after the holidays"), an approver with a
// verb of consent ("run it past my VP"). Vetoes catch the same words turned round: negation
// ("price isn't the issue"), the other party as subject ("are you looking at other vendors?"),
// hypotheticals ("if budget is a concern") and reported speech ("teams tell us it's too expensive").
import { objectionKinds, type TranscriptMessage } from '../../../lib/api/contract.ts';
import type { Language } from '../../../lib/api/language.ts';
import { NAME, plain, statedClauses } from './cues.ts';
import { features, languageFeatures } from './features.ts';
import { LEXICONS, type LexiconLanguage } from './lexicon.ts';
import { confidentKindsFrom, kindsFrom, type ObjectionKind, type ObjectionModel } from './model.ts';
import { LANGUAGE_MODELS, OBJECTION_MODEL } from './objection-model.ts';
import { PHRASES } from '../language/phrases/index.ts';
import { isQuestion } from './questions.ts';
import { sentences } from './text.ts';

export type { ObjectionKind } from './model.ts';

export interface Objection {
  kind: ObjectionKind;
  speakerName: string;
  quote: string;
  suggestedReply: string;
}

/** Word classes shared by the cues; `{W}` is any one word. */
const CLASSES: Record<string, string> = {
  W: "[a-z0-9'$%-]+",
  NAME,
  NEG: '(?:not|never|no|hardly|barely|nothing)',
  ADV: '(?:(?:really|just|honestly|actually|still|probably|definitely|simply|quite|pretty|kind of|sort of|a bit|a little|a little bit|so|way|much|even|also|already|frankly|kinda|bit|rather|fairly|super|very|too|all|basically|ever|currently|now|then|always|often|usually|generally|getting|mostly|largely)\\s)*',
  COST: '(?:price|prices|pricing|cost|costs|budget|budgets|money|number|numbers|quote|fee|fees|rate|rates|spend|investment|amount|figure|bill|subscription|license|licence|price tag|total|dollars|bucks|grand|allowance|sticker|\\$\\S*|[0-9]\\S*k)',
  PROBLEM:
    '(?:issue|issues|problem|problems|concern|concerns|sticking point|blocker|hurdle|obstacle|challenge|worry|question mark|dealbreaker|deal breaker|deal-breaker|hang-up|hangup|hold-up|holdup|constraint|tricky part|hard part|tough part|difficult part|tricky bit|hard bit|catch|thing|snag|roadblock|bottleneck|struggle|headache|limitation|limiting factor)',
  LATER:
    '(?:later|next (?:fiscal )?(?:month|quarter|year|spring|summer|fall|autumn|winter|season|budget|cycle)|in (?:january|february|march|april|may|june|july|august|september|october|november|december|q[1-4]|the (?:new|next) (?:year|fiscal year|quarter)|the (?:spring|summer|fall|autumn|winter)|a (?:few|couple of|couple) (?:months|quarters|years|weeks)|\\S+ (?:months|quarters|years))|after (?:the|our|this|that|we|january|q[1-4]|new year|\\S+ (?:season|holidays))|once|until|till|down the road|at some point|sometime|some time|eventually|for now|for the time being|toward the end|towards the end|at the end of|(?:early|mid|late) (?:next|\\S+ year)|q[1-4]|january|february|spring|summer|fall|autumn|new year)',
  VENDOR:
    '(?:vendor|vendors|provider|providers|tool|tools|solution|solutions|platform|platforms|product|products|option|options|alternative|alternatives|competitor|competitors|supplier|suppliers|company|companies|system|systems|software|service|services|offering|offerings|app|apps|partner|partners|agency|agencies|firm|firms|one|ones|players|shops|outfit|outfits|team|teams|bids|quotes|proposals|guys|folks|crowd|people)',
  OTHER:
    '(?:another|other|a few|a couple of|a couple|several|two|three|four|some|some other|a different|different|competing|alternative|rival|a second|second|cheaper|similar|one other|a few other|two other|three other|multiple)',
  APPROVER:
    "(?:boss|bosses|boss's|manager|managers|manager's|director|directors|director's|vp|vps|svp|evp|cfo|ceo|cto|coo|cio|cmo|cro|ciso|president|head of \\S+|partner|superintendent|district|trustees|council|regents|founder|founders|cofounder|co-founder|owner|owners|board|legal|procurement|purchasing|finance|accounting|leadership|management|exec|execs|executive|executives|committee|supervisor|higher-ups|higher ups|superiors|powers that be|stakeholders|it team|it department|it security|corporate|hq|headquarters|parent company|holding company|corporate office|head office|the parent company|upstairs|the top|higher management|senior management|the c-suite|c-suite|steering group|steering committee|security|infosec|compliance|gm|general manager|principal|dean|partners|business partner|chief \\S+|owner's)",
};

function cue(source: string): RegExp {
  return new RegExp(
    source.replace(/\{(\w+)\}/g, (_, name: string) => CLASSES[name]!),
    '',
  );
}

interface KindRules {
  cues: RegExp[];
  /**
   * A word of the kind's topic and a word of resistance in the same clause: "that price is
   * going to be really hard for us". Broader than the cues, so vetoes matter more here.
   */
  pairs?: Array<[topic: RegExp, stance: RegExp]>;
  /** Cues that name a topic as the problem; a negation in the clause turns them round. */
  topics: RegExp[];
  vetoes: RegExp[];
}

/** A topic of a kind said to be the problem: "timing is the tricky part", "the issue is budget". */
function topicProblem(topic: string): RegExp[] {
  return [
    cue(
      `\\b${topic}\\b(?: {W}){0,4} (?:is|are|was|were|will be|would be|could be|might be|remains|becomes|seems|feels) {ADV}(?:going to be )?(?:a |an |the |our |my |one )?(?:real |main |big |bigger |biggest |only |major |huge |key |first )?{PROBLEM}\\b`,
    ),
    cue(
      `\\b(?:the |our |my |one )?(?:real |main |big |bigger |biggest |only |major |other )?{PROBLEM} (?:for (?:us|me) |here |really |honestly )*(?:is|was|would be|will be) {ADV}(?:more )?(?:about )?(?:the |our |my )?${topic}\\b`,
    ),
    cue(`\\b(?:worried|concerned|nervous|hesitant|uneasy|anxious) (?:about|with) (?:the |our )?${topic}\\b`),
    cue(`^(?:but )?(?:it is|it was|this is) {ADV}(?:more |mostly |mainly |all )?(?:about )?(?:the )?${topic}\\b`),
  ];
}

/** Any of these in a clause turns a topic-problem cue round: "price isn't the issue". */
const NEGATED_PROBLEM = cue(
  `\\b(?:not|never|no longer|less) (?:{W} ){0,2}(?:worried|concerned|nervous|hesitant|uneasy|anxious)\\b|\\b(?:not|never|no longer|less of|nothing|no) (?:{W} ){0,8}{PROBLEM}\\b|\\bno {W} ?{PROBLEM}\\b`,
);

const PRICE_TOPIC =
  '(?:price|prices|pricing|cost|costs|budget|money|fee|the number|affordability|spend|investment|fees|the quote|sticker|the sticker|price tag|the fee|the total|the monthly|the annual|that figure|the figure|the price point)';
const TIMING_TOPIC = '(?:timing|the timeline|timeline|the schedule|bandwidth|capacity)';
const AUTHORITY_TOPIC = '(?:approval|sign-off|signoff|getting (?:it |this )?approved|buy-in|procurement|legal)';

const RULES: Record<ObjectionKind, KindRules> = {
  price: {
    pairs: [
      [
        cue(
          `\\b(?:price|prices|pricing|priced|cost|costs|budget|money|dollar|dollars|bucks|fee|fees|spend|spending|paying|pay for|afford|investment|expense|premium|number|quote|seats?|sticker|allowance|finance|line item|range|hundred|per (?:truck|seat|user|month|vehicle|head)|thousand|grand|\\$\\S*)\\b`,
        ),
        cue(
          `\\b(?:hard|tough|difficult|a lot|more than|too|can not|could not|no room|get it down|bring it down|no way|wasteful|waste|premium end|high end|straight face|every dollar|counts|steep|stretch|swing|struggle|painful|ouch|yikes|get it down|bring it down|come down|cheaper|not happening|higher end|scared|sticker|wince|gulp|cut|stomach|nervous|sweat|eyebrows|choke|hurts|sting|past|sell|internally|told|thought it would|find room|line item)\\b`,
        ),
      ],
    ],
    cues: [
      cue(`\\bstretch to (?:that|this|it|those|these|\\$\\S*|[0-9]\\S*)\\b`),
      cue(`\\b(?:leaner|smaller|lower|cheaper|more modest|tighter)\\b(?: {W}){0,2} (?:cost|price|budget)-?wise\\b`),
      cue(`\\bpush ?back on (?:the |that |this )?(?:price|pricing|cost|budget|number|fee)\\b`),
      cue(`\\b(?:still )?paying (?:off|down|for) (?:the|our) (?:last|old|previous|current)\\b`),
      cue(
        `\\b(?:eat|eats|eating|swallow|swallows|consume|consumes|take|takes|blow|blows|use|uses)(?: up| into)? (?:{W} ){0,3}(?:our|the|my) (?:{W} ){0,2}budget\\b`,
      ),
      cue(`\\b(?:overpaying|overpay|overpaid|paying too much|pay too much|paying more than|pay more than)\\b`),
      cue(
        `\\b(?:every penny|every dollar|pinching pennies|penny-pinching|penny pinching|counting pennies|counting every)\\b`,
      ),
      cue(`\\b(?:more affordable|lower-priced|lower priced|less pricey|less costly)\\b`),
      cue(
        `\\b(?:be|is|are|we are|we would be) stretching\\b|\\bstretch(?:es|ing)? (?:us|our budget|the budget|our finances)\\b`,
      ),
      cue(
        `\\b(?:enterprise|premium|top-dollar|top dollar|big-company|big company|luxury) (?:prices|pricing|rates|money|price)\\b`,
      ),
      cue(
        `\\b(?:money|budget|funds|funding|grant|grants|allowance)\\b(?: {W}){0,2} (?:does not|will not|can not|would not|do not) (?:{ADV})?(?:cover|stretch|include|extend|reach)\\b`,
      ),
      cue(`\\b(?:tough|hard|bitter|big) pill\\b|\\bhard to swallow\\b`),
      cue(
        `\\bto (?:fit|squeeze) (?:this|it) in\\b(?=.*\\b(?:drop|cancel|cut|budget|money|subscriptions?)\\b)|\\b(?:drop|cancel|cut|give up) (?:{W} ){0,3}(?:subscriptions|tools|licenses|licences|services|something else) to\\b`,
      ),
      cue(`\\b(?:budget|money|funds|cash|funding) (?:is|are) (?:just )?not(?: there)?$`),
      cue(`\\b(?:hold|keep|freeze) (?:{W} )?(?:spending|spend|budget|budgets|costs) (?:flat|steady|frozen|down)\\b`),
      cue(
        `\\b(?:double|twice|triple|three times|two times|2x|3x)(?: {W}){0,3} (?:what|as much as|our current|what our)\\b`,
      ),
      cue(
        `\\b(?:big|huge|large|significant|serious|major|hefty|substantial) (?:{W} )?(?:outlay|expense|spend|investment|ask|check|cheque|commitment|price tag|line item)\\b|\\bcash is king\\b`,
      ),
      cue(`\\btoo rich for\\b|\\b(?:rich|steep) for (?:our|my) (?:blood|budget|taste)\\b`),
      cue(
        `\\b(?:chunk of change|pretty penny|serious cash|big-ticket|big ticket|a lot of dough|not cheap|not exactly cheap|lying around|to spare)\\b`,
      ),
      cue(
        `\\bpriced (?:for|like|as if|with) (?:{W} ){0,2}(?:bigger|larger|enterprise|big|huge)\\b|\\bpriced (?:out|high)\\b`,
      ),
      cue(`\\b{NEG} (?:{W} ){0,2}have (?:{W} ){0,4}(?:thousand|grand|hundred|dollars|bucks|k|\\$\\S*)\\b`),
      cue(`\\bout of (?:our |my )?(?:price )?(?:range|league|reach)\\b`),
      cue(
        `\\b(?:numbers|math|maths|economics|roi|business case|cost-benefit|payback)\\b(?: {W}){0,3} (?:do not|does not|did not|will not|would not|can not|is not|are not) (?:{W} )?(?:work|add up|make sense|stack up|pencil out|get there|work out|justify|close)\\b`,
      ),
      cue(
        `\\b(?:spent|used up|blew|burned through|burnt through|committed|allocated|sunk) (?:{W} ){0,3}(?:budget|allowance|funds|money|spend)\\b`,
      ),
      cue(`\\bat (?:that|this|those|these|your) (?:price|prices|price point|level|rate|number|cost|pricing)\\b`),
      cue(
        `\\b(?:hoping|expecting|thinking|looking|budgeted|planned|planning)(?: {W}){0,4} (?:in the low|in the (?:low |mid )?(?:hundreds|thousands|range)|something (?:cheaper|smaller|lower|more affordable)|a fraction|half (?:that|of that|the price)|a third|a quarter)\\b`,
      ),
      cue(
        `\\b(?:numbers|math|maths|economics|price|pricing|cost|budget|roi) (?:{W} )?(?:do not|does not|just do not|just does not|will not|would not|really do not) (?:work|add up|make sense|stack up|pencil out)\\b`,
      ),
      cue(
        `\\b(?:get|getting|push|pushing|sneak) (?:that|this|it) (?:past|through) (?:our|the|my) (?:{W} )?(?:budget|finance|cfo|spending)\\b`,
      ),
      cue(`\\bno (?:room|space|line) in (?:the|our|my) (?:{W} )?budget\\b`),
      cue(
        `\\b(?:more|higher) than (?:what )?(?:we|i) (?:{W} ){0,3}(?:to )?(?:spend|pay|budget|afford|invest|swing|stretch to|stomach|justify|manage)\\b`,
      ),
      cue(
        `\\b(?:can not|could not|do not|can hardly) (?:really )?see (?:us|myself|ourselves|the team|anyone|finance|my boss|them) (?:paying|spending|affording|justifying|forking out|shelling out)\\b`,
      ),
      cue(
        `^(?:{W} ){0,3}is (?:a bit of |quite |a real |too much of |kind of |definitely )?a stretch(?: for (?:us|our budget|the budget|me))?$`,
      ),
      cue(`\\bfind (?:the |that |enough )?(?:money|budget|funds|funding|cash)\\b`),
      cue(
        `\\b(?:expecting|hoping|thinking|looking|budgeted|planned|planning)(?: {W}){0,3} (?:closer to|more like|in the range of|under|below|less than|no more than|at most)\\b`,
      ),
      cue(
        `\\b(?:smaller|lower|more reasonable|friendlier|better) (?:number|price|quote|figure|rate|bill|price tag)\\b`,
      ),
      cue(`\\bat (?:half|a fraction of|a third of) (?:the|your|that|its) (?:price|cost)\\b`),
      cue(`\\bnot (?:{W} )?in a (?:position|place|spot) to (?:spend|pay|afford|invest|buy)\\b`),
      cue(
        `\\b(?:expensive|pricey|pricy|pricier|costly|spendy|overpriced|steep|steeper|unaffordable|out of (?:our|my) (?:price )?(?:range|league|reach))\\b`,
      ),
      cue(`\\bon the (?:high|expensive|pricey|pricier|steep|higher) side\\b`),
      cue(
        `\\b{COST}\\b(?: {W}){0,3} (?:is|are|was|seems|looks|feels|sounds|came in|comes in|came out|ends up|would be|will be) {ADV}(?:high|higher|a lot|too much|more than|over|above|beyond|big|large|hefty|a stretch|tough|painful|a lot higher|much higher|way higher)\\b`,
      ),
      cue(
        `\\b(?:higher|more) than (?:what )?(?:we|i) (?:{W} ){0,2}(?:expected|planned|budgeted|hoped|anticipated|wanted to (?:spend|pay)|can (?:spend|pay|afford|justify)|pay|paid|spend|spent|usually pay|normally pay|had in mind|were expecting|were thinking)\\b`,
      ),
      cue(`\\bhigher than (?:expected|anticipated|planned|our budget)\\b`),
      cue(
        `\\b(?:above|over|beyond|exceeds?|outside|out of) (?:our|the|my|what (?:we|i)) (?:{W} )?(?:budget|range|price range|spend|usually pay|pay|can|planned|had in mind|limit|allowance)\\b`,
      ),
      cue(`\\b{NEG}\\b(?: {W}){0,4} (?:afford|affordable)\\b`),
      cue(
        `\\bjustify (?:the|that|this|a|such a|spending|paying) ?(?:{W} )?(?:spend|cost|price|expense|investment|purchase|number|amount|money|fee)\\b`,
      ),
      cue(`\\b(?:can not|could not|hard to|tough to|difficult to) (?:really )?justify\\b`),
      cue(
        `\\b(?:budget|budgets|money|funds|funding|cash|spend|spending)(?: {W}){0,4} (?:is|are|was|were|has been|have been|got|gets|just got|is being|remains|has|have) {ADV}(?:tight|limited|frozen|cut|slashed|reduced|gone|spent|used up|committed|locked|tapped out|maxed out|stretched|thin|capped|small|constrained|under pressure|on hold|tied up|earmarked|exhausted|already allocated)\\b`,
      ),
      cue(
        `\\b(?:tight|limited|small|smaller|frozen|shrinking|shrunk|lean|tiny|zero|no|little|less|leaner|reduced|modest) (?:{W} )?(?:budget|budgets|money|funds|funding|cash)\\b`,
      ),
      cue(
        `\\b(?:budget|spending) freeze\\b|\\b(?:cost-cutting|cost cutting|cutting costs|tighten(?:ing)? (?:our|the) belt|belt-tightening)\\b`,
      ),
      cue(
        `\\b{NEG} (?:{W} ){0,2}have (?:the |that kind of |that sort of |enough |any |much |a )?(?:money|budget|funds|funding|cash|dollars)\\b|\\bthat (?:kind|sort) of (?:money|budget|cash)\\b`,
      ),
      cue(`\\b(?:cheaper|less expensive|lower (?:price|cost|quote|number|bid|rate))\\b`),
      cue(
        `\\b(?:quoted|priced|came in|comes in|charges?|charging|offered|offering|bid)(?: {W}){0,4} (?:lower|less|under|cheaper|below)\\b`,
      ),
      cue(`\\bfor (?:less|half|a fraction|cheaper|way less|a lot less|much less)\\b`),
      cue(
        `\\b(?:quote|quotes|price|prices|pricing|bid|offer|number|rate|rates)\\b(?: {W}){0,8} (?:lower|cheaper|less)\\b`,
      ),
      cue(
        `\\b(?:{NEG}|doubt|unsure|not sure|not convinced|hard to|tough to|struggle to|question whether|wonder (?:if|whether))\\b(?: {W}){0,5} (?:worth (?:the (?:money|price|cost|investment|spend|premium)|that much|the extra|paying|\\$)|roi|return on|value for (?:the )?money|pays? for itself|payback|see the value)\\b`,
      ),
      cue(
        `\\b(?:that|this|it) is (?:{W} )?(?:a lot of money|a lot to (?:spend|pay)|a big (?:number|jump|ask|investment|check|spend|chunk)|quite a jump|a stretch for|serious money|real money|not cheap|a hefty)\\b`,
      ),
      cue(
        `\\b(?:balk|choke|flinch|blanch|push back|laugh) at (?:that|the|this|those) (?:{W} )?(?:number|price|cost|figure|quote|amount|tag|numbers)\\b|\\bsticker shock\\b`,
      ),
      cue(
        `\\b(?:price|pricing|number|cost|quote|figure) (?:{W} )?(?:scared|shocked|surprised|hurt|stung|threw|spooked) (?:me|us)\\b`,
      ),
      cue(
        `\\b(?:eat up|eats up|eat into|eats into|take up|takes up|blow|blows|use up|uses up|wipe out|swallow) (?:{W} ){0,3}(?:our|the|my) (?:{W} )?budget\\b`,
      ),
      cue(
        `\\b(?:thinking|hoping|looking|expecting)(?: {W}){0,2} (?:in the range of|around|closer to|more like|something like) (?:half|a third|a fraction|\\$|[0-9])`,
      ),
      cue(`\\b(?:adds? up|add up) (?:fast|quickly|quick)\\b|\\b(?:cost|costs|price|fees) adds? up\\b`),
      cue(
        `\\b(?:do|doing) (?:anything|something|better) (?:on|with) (?:the )?(?:cost|price|pricing|number|rate|fee)\\b`,
      ),
    ],
    topics: topicProblem(PRICE_TOPIC),
    vetoes: [
      cue(`\\b(?:we are|our (?:{W} )?(?:is|are)) (?:{ADV})?(?:cheaper|less expensive|more affordable|lower)\\b`),
      cue(`\\bmore than enough\\b|\\bplenty of (?:budget|money|funds|room)\\b`),
      cue(
        `\\bcost of (?:doing nothing|not|inaction|waiting|the problem|the status quo|manual|delay|late|missed|mistakes|errors)\\b`,
      ),
      cue(
        `\\b(?:not|no|never|nothing) (?:{W} ){0,4}(?:concern|concerns|concerned|worry|worried|issue|problem|question of)\\b|\\b(?:is|are|seems|looks) (?:{ADV})?(?:fair|reasonable|fine|ok|okay|clear|great|competitive)\\b|\\bworth (?:it|every)\\b`,
      ),
      cue(
        `\\b(?:not|never|n't) (?:{W} ){0,2}(?:too |that |very |all that |overly |super |particularly |terribly |so )?(?:expensive|pricey|costly|steep)\\b`,
      ),
      cue(`\\b(?:cheaper|less|lower) than (?:we|i) (?:{W} )?(?:expected|thought|feared|budgeted|planned)\\b`),
      cue(`\\bcan afford\\b(?! not)`),
    ],
  },
  timing: {
    pairs: [
      [
        cue(
          `\\b(?:right now|at the moment|currently|this (?:year|quarter|month|season)|next (?:\\S+ )?(?:year|quarter|month|season|spring|summer|fall|winter)|the (?:next|coming) (?:\\S+ )?(?:months|weeks|quarters|year)|(?:a few|a couple of|couple|several|six|three|two|four|some) (?:months|quarters)|the new year|until|till|q[1-4]|the earliest|(?:holiday|peak) (?:rush|season)|yet|the next few (?:months|weeks|quarters))\\b`,
        ),
        cue(
          `\\b(?:nothing|never|no way|can not|will not|wait|hold|frozen|freeze|froze|pause|paused|swamped|write-off|write off|a wash|off the table|no-go|eating up|eats up|taking up|consumed|consuming|occupied|tied up|all hands|heads down|earliest|not there|not near|too (?:early|soon)|maxed|on hold|off the table|later)\\b`,
        ),
      ],
    ],
    cues: [
      cue(`\\b(?:nobody|no one|none of us) (?:{W} )?(?:has|have) (?:the )?(?:time|bandwidth|capacity|headspace)\\b`),
      cue(
        `\\b(?:rather|prefer to|better to|like to) (?:do|tackle|start|look at|take on|handle|revisit|address|pick up|deal with) (?:this|it|that) (?:in|after|next|later|once|when)\\b`,
      ),
      cue(`\\bnot (?:right )?(?:at|just) (?:this|the) moment\\b|\\bnot just now\\b`),
      cue(
        `\\bat (?:full )?capacity\\b|\\bnot (?:for )?(?:this|right) (?:year|quarter|month|season)\\b|\\b(?:worst|wrong|bad|terrible) (?:possible )?time\\b`,
      ),
      cue(`\\b(?:booked|full|packed|jammed|committed)(?: up| solid)? (?:through|until|till|for the rest of)\\b`),
      cue(
        `\\b(?:short-staffed|short staffed|understaffed|under-staffed|short-handed|shorthanded|short on people|down (?:a few|two|three|some) people)\\b`,
      ),
      cue(
        `\\b(?:bad|poor|awful|terrible|rough|tough|awkward|tricky) timing\\b|\\btiming is (?:{ADV})?(?:bad|off|awkward|terrible|tough|tricky|not great|not ideal)\\b`,
      ),
      cue(`\\b{NEG} ready to (?:make|change|switch|do|invest|adopt|go|pull the trigger)\\b`),
      cue(
        `\\b(?:not|n't) (?:want to |going to )?rush (?:into|this|it|anything)\\b|\\bslow (?:things |this |it )?down\\b|\\btake (?:it|things|this) slow\\b`,
      ),
      cue(
        `\\b(?:call|email|ping|contact|text|ring|try|hit|ask) (?:me|us) (?:back |up |again )?(?:in|after|next|later|around|once|toward|towards)\\b`,
      ),
      cue(
        `\\b(?:change fatigue|initiative fatigue|project fatigue|burn-?out|burned out|burnt out|worn out|exhausted)\\b|\\buntil further notice\\b|\\b(?:hiring|project) freeze\\b`,
      ),
      cue(
        `\\b(?:now|right now|this (?:quarter|month|year|week)|the timing|timing) (?:is|was) not (?:{ADV})?(?:ideal|great|good|right|the best|optimal|convenient)\\b`,
      ),
      cue(`\\bat the (?:soonest|earliest)\\b`),
      cue(
        `\\b(?:will|would|can|has to|have to|going to) (?:have to |need to )?(?:keep|wait|hold|sit)\\b(?! (?:track|in touch|on|up|going|you|an eye))`,
      ),
      cue(
        `\\b(?:call|email|ping|contact|text|ring|try|hit) (?:me|us) (?:back |up )?(?:in|after|next|later|around|once|toward|towards)\\b`,
      ),
      cue(
        `\\bbecause of the (?:{W} )?(?:season|holidays|rush|peak|busy period|timing)\\b|\\b(?:need|needs|needing) (?:a |some )?(?:breather|break|breathing room|pause|rest|time to recover)\\b`,
      ),
      cue(`\\b(?:queued|lined up|in line|scheduled|slotted)(?: up)? ahead\\b|\\bahead of (?:this|it|you|anything)\\b`),
      cue(`\\b(?:maybe|perhaps|probably|possibly) (?:once|when (?:the|we|things|our))\\b`),
      cue(
        `\\bput (?:a pin|a hold) in\\b|\\b(?:put|set|leave) (?:this|it|that) (?:aside|on the shelf|to one side)\\b|\\b(?:pump|hit|tap) the brakes\\b|\\bnot yet\\b`,
      ),
      cue(
        `\\bat the earliest\\b|\\bnot (?:near|at|close to) the top\\b|\\b(?:get|getting) (?:my|our) (?:house|ducks|act) in (?:order|a row)\\b`,
      ),
      cue(`\\bstretched (?:{ADV})?thin\\b`),
      cue(
        `\\b(?:heads down|heads-down|tied up|booked up|fully booked|focused on|all hands on|consumed by|buried in|knee deep|knee-deep)\\b(?: {W}){0,8} (?:until|till|through|for the rest of|this (?:quarter|year))\\b`,
      ),
      cue(`\\bgive (?:us|me|it|them) (?:until|till|a few|a couple|some time|time|\\S+ (?:months|weeks|quarters))\\b`),
      cue(
        `\\bnot (?:{W} )?in a (?:position|place|spot) to (?:start|take on|begin|launch|roll out|onboard|implement|kick off|do)\\b`,
      ),
      cue(
        `\\b(?:touch base|talk|reconnect|circle back|follow up|check back|reach out|come back|pick (?:this|it) up|ask me|call me|ping me|email me|check in)(?: {W}){0,3} (?:after|once) (?:q[1-4]|the (?:holidays|new year|summer|migration|launch|audit|busy season|peak season|quarter|year|board meeting|rollout|reorg)|our (?:\\S+ )?(?:audit|launch|migration|rollout|season|quarter|year)|{W} (?:closes|ends|wraps|is over|is done)|the (?:\\S+ )?(?:season|holidays|rush|period|upgrade|move|merger|rollout|migration|launch|audit|reorg|quarter|year))\\b`,
      ),
      cue(
        `\\b{NEG} {ADV}(?:a |the |an )?(?:good|great|right|best|ideal|perfect|convenient|smart) (?:time|moment|timing)\\b`,
      ),
      cue(
        `\\b(?:a|the) (?:bad|wrong|terrible|awful) (?:time|moment)\\b|\\bis {ADV}(?:a )?(?:busy|hectic|crazy|tough|difficult|rough) (?:time|period|stretch|season)\\b`,
      ),
      cue(
        `\\b(?:revisit|come back to|pick (?:this|it|things|that) (?:back )?up|look at (?:this|it) again|talk again|reconnect|regroup|reconvene|table (?:this|it)|park (?:this|it)|put (?:this|it) on (?:hold|ice|the back burner)|shelve|hold off|wait|push (?:this|it)(?: back| out)?|postpone|delay|defer|hit pause|pause (?:this|it))\\b`,
      ),
      cue(
        `\\b(?:reach (?:back )?out|check back|follow up|ask me again|ping me|try me again|get back to (?:this|it)|talk|touch base|come back|circle back)\\b(?: {W}){0,3} (?:later|next (?:fiscal )?(?:quarter|year|spring|summer|fall|season)|in (?:january|february|march|april|june|july|august|september|october|november|december|q[1-4]|the (?:new|next) (?:year|quarter)|the (?:spring|summer|fall|autumn|winter)|a (?:few|couple of|couple) (?:months|quarters)|\\S+ (?:months|quarters|years))|after the (?:holidays|new year|summer|migration|launch|audit)|down the road)\\b`,
      ),
      cue(
        `\\b(?:not|n't|never) (?:{W} )?(?:a |our |the |my )?(?:top |big |high |real |current |huge )?priority\\b|\\b(?:low|lower) (?:on the )?priority\\b|\\bback burner\\b`,
      ),
      cue(
        `\\b(?:other|bigger|more (?:pressing|urgent|important)|higher|competing) (?:priorities|projects|fires|fish to fry|initiatives)\\b|\\bahead of (?:this|it|you) in (?:the )?(?:queue|line)\\b`,
      ),
      cue(
        `\\b(?:a lot|too much|a ton|lots|so much|plenty) (?:going on|on (?:our|my|the) (?:plate|plates))\\b|\\bplates? (?:is|are) (?:{W} )?full\\b`,
      ),
      cue(`\\b(?:no|not enough|zero|limited|little) (?:{W} )?(?:bandwidth|capacity|cycles|room|time|headcount)\\b`),
      cue(
        `\\b{NEG} (?:{W} ){0,2}have (?:the |enough |any |much )?(?:bandwidth|capacity|cycles|time|room|headcount|people)\\b`,
      ),
      cue(`\\b(?:too busy|swamped|slammed|buried|underwater|stretched thin|maxed out|flat out)\\b`),
      cue(`\\bbusy (?:with|until|till|through|right now|this (?:quarter|month|year)|for the next)\\b`),
      cue(
        `\\bin the (?:middle|midst|thick) of (?:a |an |our |the )?(?:{W} )?(?:migration|reorg|reorganization|restructuring|rollout|roll-out|implementation|audit|merger|acquisition|launch|transition|freeze|crunch|year-end|move|replatforming|re-platforming|busy season|peak season|renewal)\\b`,
      ),
      cue(`\\bmid-(?:reorg|migration|rollout|audit|season|launch|merger|transition)\\b`),
      cue(
        `\\b(?:we are|it is|heading into|coming up on|entering|during|in) (?:our |the )?(?:peak|busy|high|holiday|crunch|planning) (?:season|period|time)\\b`,
      ),
      cue(
        `\\bjust (?:kicked off|started|launched|began|begun) (?:a |an |our |the )?(?:{W} ){0,2}(?:rollout|migration|project|implementation|initiative|reorg|transition|launch)\\b`,
      ),
      cue(
        `\\b(?:not|n't|nothing|no|never)\\b(?: {W}){0,10} (?:until|till|before|prior to|ahead of) (?:january|february|march|april|may|june|july|august|september|october|november|december|the new year|next|q[1-4]|after|the end of|our|the|we|summer|spring|fall|autumn|winter|then)\\b`,
      ),
      cue(
        `\\b(?:get through|finish|wrap up|close out|deal with|sort out|finish up|get past|land|complete) (?:our|the|this) (?:{W} ){0,2}first\\b`,
      ),
      cue(
        `\\b(?:once|when|after) (?:things|the dust|everything) (?:calm|calms|settle|settles|quiet|quiets|slow|slows)\\b`,
      ),
      cue(
        `\\b{NEG} ready (?:yet|for (?:this|that|it|something)|to (?:commit|move|buy|take|start|sign|roll))\\b|\\bnot (?:there|ready) yet\\b|\\btoo (?:early|soon)\\b|\\bpremature\\b`,
      ),
      cue(`\\b(?:months|quarters|years|weeks) (?:away|out) from\\b`),
      cue(
        `\\b(?:a|an) (?:q[1-4]|next year|next quarter|later|later-in-the-year|next-year|{W} quarter) (?:conversation|thing|project|discussion|problem|initiative)\\b|\\bnot a now\\b`,
      ),
      cue(`\\bnot (?:right )?now\\b|\\bnot (?:this|right) (?:year|quarter|month|season)\\b|\\bnot at the moment\\b`),
      cue(
        `\\b(?:maybe|perhaps|probably|possibly) (?:{W} )?(?:later|next (?:quarter|year)|down the road|in (?:a few|a couple|six|three) months|after|sometime|some time|in the new year)\\b`,
      ),
      cue(`\\b(?:wait|hold off|holding off) (?:{W} ){0,3}(?:until|till|for|on)\\b`),
    ],
    topics: topicProblem(TIMING_TOPIC),
    vetoes: [
      cue(
        `\\b(?:will not|not going to) renew\\b|\\b(?:contract|subscription|license|licence) (?:{W} ){0,3}(?:expires|ends|runs out|is up)\\b`,
      ),
      cue(`\\broom in (?:the|our|my) budget\\b`),
      cue(
        `\\b(?:want|need|like|hoping|plan) (?:this|it|to have (?:this|it)|to be|to go) (?:{W} )?(?:live|running|in place|done|ready|up)\\b|\\b(?:not|n't) (?:{W} )?have (?:a|any) (?:{W} )?(?:tool|solution|system|software|process)\\b|\\bcould not be better\\b|\\bcan not believe\\b`,
      ),
      cue(
        `\\b(?:no|not|never) (?:{W} )?(?:need|reason|point) (?:to|in) (?:wait|delay|hold|push)|\\bcan not wait\\b|\\bwait (?:times?|list)\\b`,
      ),
      cue(`\\b(?:before|by) (?:then|the end of (?:the )?(?:week|day))\\b(?!.*\\bnot\\b)`),
    ],
  },
  competitor: {
    topics: [],
    pairs: [
      [
        cue(
          `\\b(?:{NAME}|{NAME}'s|(?:your|a|one of your) competitors?|something else|someone else|parent company|sister company|existing (?:\\S+ )?(?:vendor|provider|platform|erp|crm|system)|(?:current|other|another|our) (?:\\S+ )?(?:vendor|provider|supplier|platform))\\b`,
        ),
        cue(
          `\\b(?:already|also|leaning|ahead|prefer|prefers|preferred|signed|offered|bundle|piloting|trialing|testing|evaluation|evaluating|demo|demos|proposal|quote|quoted|rolling out|similar|same thing|uses|using|go with|going with|stick with|switch to|renew|renewing|contract|module|add-on|built-in|includes)\\b`,
        ),
      ],
      [
        cue(
          `\\b(?:(?:our|my|the) (?:it|dev|tech|engineering|internal|data|development|software) (?:guy|guys|person|people|team|folks|department|staff|shop)|internal team|in-house team|our developers|our engineers|our devs)\\b`,
        ),
        cue(
          `\\b(?:build|building|built|put something together|put together|working on|make|making|code|coding|write|writing|develop|developing|similar|something like|bolt|bolt on|onto|extend)\\b`,
        ),
      ],
      [
        cue(
          `\\b(?:built|build|building|wrote|written|have|has|made|hacked)\\b(?: {W}){0,4} (?:script|scripts|spreadsheet macro|tool|system|app|dashboard|solution|version)\\b`,
        ),
        cue(
          `\\b(?:our own|ourselves|themselves|in-house|internally|my guys|my team|our team|our developers|our engineers|our it|python|excel macro)\\b`,
        ),
      ],
    ],
    cues: [
      cue(
        `\\b(?:recommended|suggested|prefers|suggests|recommends) (?:{OTHER} (?:{W} )?{VENDOR}|{NAME}|them|someone else)\\b`,
      ),
      cue(`\\bstandardi[sz]ed on\\b|\\b(?:default|standard) (?:tool|platform|vendor|choice|option)\\b`),
      cue(
        `\\b(?:our|the) (?:{W} ){0,2}(?:system|software|platform|crm|erp|suite|tool|provider|vendor) (?:already )?(?:has|have|includes|offers|comes with) (?:a|an) (?:{W} )?(?:module|feature|add-on|addon|option|tool|version) for\\b`,
      ),
      cue(`\\b(?:attached|loyal|used|accustomed|committed|wedded|married) to {NAME}\\b`),
      cue(
        `\\b(?:extend|expand|build on|improve|tweak) (?:our|the) (?:{W} ){0,2}(?:macros|scripts|spreadsheets|excel|sheets|internal tool|in-house tool|own tool)\\b`,
      ),
      cue(
        `\\b(?:a|an) (?:free )?(?:{W} )?(?:tool|platform|system|app|product|service|solution) (?:that|which) (?:does|handles|covers|already does) (?:most of|all of|the same|this|that|everything)\\b`,
      ),
      cue(
        `\\b(?:a|an|another) (?:{W} )?(?:provider|vendor|supplier|company|firm|agency) (?:that|which|who) (?:{W} ){0,3}(?:already )?(?:uses|use|works with|recommends|recommended)\\b`,
      ),
      cue(`\\bsee what (?:{NAME}|they|the other \\S+|others) (?:comes? back with|offers?|says|quotes?|proposes?)\\b`),
      cue(
        `\\b(?:use|uses|using|have|has|got) (?:a|another|some|an) (?:{W} )?(?:tool|platform|system|app|product|service|solution|vendor) (?:that|which) (?:does|handles|covers|already)\\b`,
      ),
      cue(
        `\\b(?:comparing|compare|compared|weighing|benchmarking|stacking)\\b(?: {W}){0,5} (?:against|with|to|versus|vs) (?:{OTHER}|others|{NAME}|the others|the rest|the competition)\\b`,
      ),
      cue(`\\b(?:big |huge )?fan of (?:{NAME}|them|their|the other)\\b|\\bstay on (?:it|them|{NAME})\\b`),
      cue(
        `\\b(?:showed|shown|showing|demoed|pitched|offered|gave) (?:us )?(?:{W} ){0,2}(?:the same|a similar|something similar|basically the same|nearly the same)\\b`,
      ),
      cue(
        `\\b(?:evaluation|trial|pilot|conversations|talks|negotiations|discussions|process) with (?:another|other|a different|{NAME}|a competitor|one of your competitors|them)\\b`,
      ),
      cue(`\\b(?:is|are) what (?:{W} ){0,3}(?:use|uses|using|run|runs|recommend|recommends)\\b`),
      cue(`\\b(?:been|are|were|stayed|stay|staying|still) with {NAME}\\b`),
      cue(
        `\\b(?:put|throw|cobble|knock|whip|hack|piece) (?:something|it|one|a tool|a thing|that) (?:{W} )?together\\b`,
      ),
      cue(
        `\\b(?:getting|got|collecting|gathering|requesting|have|had|waiting on) (?:{W} )?(?:quotes|bids|proposals|offers) from\\b`,
      ),
      cue(
        `^(?!(?:it|that|this|they|we|you|he|she|i|the|which|what|where|when|how|why|who|so|and|but|then|price|pricing|cost|our|your|my|there|here)\\b){W} (?:is bundling|is offering|is including|is throwing in|bundles|threw in|offered us|is giving us|gave us)\\b`,
      ),
      cue(
        `\\b(?:swears?|swore) by\\b|\\b(?:recommends?|recommended|loves?|raves? about) {NAME}\\b|\\bthe competition\\b`,
      ),
      cue(
        `\\b(?:renew|renewing|renewal|extend|extending|re-sign|re-signing|signing|sign) (?:{W} ){0,2}with (?:{NAME}|them|another|our current|the other|a different)\\b`,
      ),
      cue(
        `\\b(?:our|the) (?:{W} ){0,2}(?:software|tool|system|platform|crm|erp|app|provider|vendor|suite|stack) (?:{ADV})?(?:already|also) (?:does|do|has|have|handles|handle|covers|cover|includes|include|offers|gives)\\b`,
      ),
      cue(
        `\\b(?:decided on|chose|chosen|picked|selected|went with|going with|settled on|favoring|favouring|shortlisted) (?:{W} )?(?:{OTHER}|{NAME}|them)\\b`,
      ),
      cue(`\\b(?:uses|using|use|used by) {NAME}\\b(?! (?:for|with) (?:years|a while))`),
      cue(
        `^(?!(?:it|that|this|they|we|you|he|she|i|the|which|what|where|when|how|why|who|so|and|but|then|price|pricing|cost|our|your|my|there|here)\\b){W} (?:already )?(?:offers|does|has|gives|includes|charges|covers|handles) (?:the same|a similar|something similar|that|this|all of|most of|everything|what you)\\b`,
      ),
      cue(
        `\\b(?:{OTHER}) (?:{W} )?(?:{VENDOR})(?: {W}){1,4} (?:pitched|offered|offers|quoted|quotes|demoed|showed|gave|gives|includes|include|charges|charge|has|have|does|do)\\b`,
      ),
      cue(
        `\\b(?:also|currently|already|actively|now|still) (?:talking|speaking|in talks|meeting|working|chatting) (?:to|with)\\b(?! (?:my|our|the) {APPROVER})`,
      ),
      cue(
        `\\b(?:talking|speaking|in talks|working) (?:to|with) (?:{OTHER} ){1,2}(?:{W} )?{VENDOR}\\b|\\b(?:talking|speaking|in talks) (?:to|with) {NAME}\\b`,
      ),
      cue(
        `\\b(?:looking at|evaluating|considering|comparing|weighing|trialing|trialling|testing|piloting|demoing|vetting|shortlisting|reviewing|assessing|benchmarking|leaning toward|leaning towards)\\b(?: {W}){0,2} (?:{OTHER} (?:{W} )?{VENDOR}|{NAME}|you (?:against|to|with|and))\\b`,
      ),
      cue(
        `\\b(?:already|currently|still|been) (?:using|use|uses|have|has|had|run|running|pay for|paying for|on|subscribed to|subscribe to|license|licensing|work with|working with|rely on|relying on|built|bought|invested in|signed|signed with|contracted|committed to|tied to|locked into|locked in|in bed with|got) (?!(?:the |a |an |some |our |enough |full )?(?:money|budget|funds|approval|sign-off|go-ahead|green light|meeting|call|time|questions|numbers|access|problem|issue|pain|need|mandate|authority|room|plenty|a lot|everything we need from you|decided)\\b)(?:{W} ){0,3}(?:{NAME}|{VENDOR}|something|someone|one|it|that|this|contract|deal|license|licence|version)\\b`,
      ),
      cue(
        `\\b(?:build|built|building|develop|developing|developed|make|making|write|writing|code|coding|roll|rolling|hack|hacking|create|creating) (?:{W} ){0,4}(?:in-house|in house|internally|ourselves|themselves|our own|on our own|homegrown|home-grown)\\b`,
      ),
      cue(
        `\\b(?:in-house|in house|homegrown|home-grown|internal|custom-built|custom built|bespoke) (?:{W} )?(?:tool|tools|solution|system|dashboard|app|build|version|platform|software|script|scripts)\\b`,
      ),
      cue(
        `\\b(?:locked|tied|stuck) in(?:to)? (?:{W} ){0,3}(?:{NAME}|contract|deal|agreement|vendor|provider|platform|subscription)\\b`,
      ),
      cue(
        `\\b(?:contract|deal|agreement|subscription|license|licence) with (?:{OTHER}|{NAME}|them|our current|a competitor|the other)\\b`,
      ),
      cue(
        `\\b(?:happy|satisfied|fine|content|pleased|comfortable) with (?:our|the|what|how) (?:current |existing |present )?(?:{W} )?(?:vendor|provider|supplier|partner|platform|tool|software|{NAME})\\b`,
      ),
      cue(
        `\\b(?:current|existing|present|incumbent) (?:vendor|provider|supplier|partner|platform|tool|software|solution)\\b`,
      ),
      cue(
        `\\b(?:stick|stay|staying|sticking|go|going|went|lean|leaning|switching|switch|move|moving) (?:with|to|toward|towards) (?:what |whatever )?(?:{NAME}|another|other|them|someone else|a different|our current|the other|the cheaper|the one we)\\b|\\bleaning (?:that|their) way\\b`,
      ),
      cue(
        `\\b(?:{OTHER}) (?:{W} )?(?:{VENDOR}) (?:{W} )?(?:pitched|offered|offers|quoted|quotes|demoed|showed|came|gave|gives|sent|do|does|did|have|has|had|is|are|was|were|we saw|we demoed|we looked|we are|charge|charges|includes)\\b`,
      ),
      cue(
        `\\b(?:quote|offer|proposal|bid|price|pricing|deal|demo|pilot|trial) (?:{W} )?from (?:a |an |another |one of |the other |our |their )?(?:{W} )?(?:competitor|competitors|vendor|provider|{NAME}|them)\\b|\\ba competitor's\\b`,
      ),
      cue(
        `\\b(?:different from|better than|cheaper than|compared to|compared with|comparison with|compare (?:you |it )?(?:to|with|against)|versus|vs) (?:{NAME}|them|the other|our current (?:vendor|provider|tool|platform|supplier)|what (?:{NAME}|they|the other))\\b`,
      ),
      cue(
        `\\b(?:{NAME}|they|{NAME}'s (?:{W} )?(?:tool|product|platform|version|offer|team)) (?:{ADV})?(?:does|do|did|offers|offered|has|have|includes|covers|gives|gave|quoted|quote|priced|came in|charge|charges|charged|bid|pitched|can do) (?:{W} ){0,3}(?:the same|most of|all of|everything|that|this|what you|a bit|much|lower|less|cheaper|under|us|free)\\b`,
      ),
      // A sentence that opens with a name cannot mark it by case: an unknown subject that quotes or pitches is a vendor.
      cue(
        `^(?!(?:it|that|this|they|we|you|he|she|i|the|which|what|price|pricing|cost|our|your|my)\\b){W} (?:came in|quoted|offered us|charges|charged|priced|bid|pitched us|does the same|is cheaper|is less)\\b`,
      ),
      cue(
        `\\b(?:their|{NAME}'s) (?:demo|product|tool|platform|offer|pricing|quote|version|app|ui|interface|dashboard)\\b(?: {W}){0,2} (?:looked|looks|was|is|seemed|seems|felt|feels) (?:{ADV})?(?:slick|better|nicer|cheaper|easier|simpler|good|great|impressive|strong|solid|cleaner|faster|polished)\\b`,
      ),
      cue(
        `\\bprefers? (?:the other|another|{NAME}|them|what we|our current|the one we|the {W} we)\\b|\\b(?:would|had) rather (?:go with|stick with|use|stay with|keep)\\b`,
      ),
      cue(`\\b(?:been using|using|use) {NAME}\\b(?! (?:for|with) (?:years|a while))`),
    ],
    vetoes: [
      cue(
        `\\b(?:will not|not going to|do not plan to|do not intend to) renew\\b|\\b(?:expires|expiring|runs out|is up for cancellation)\\b`,
      ),
      cue(
        `\\b(?:decided|decide) (?:against|not to)\\b|\\bwas not worth\\b|\\b(?:not|never) (?:{W} )?(?:married|tied|locked|committed) to\\b|\\bnever used\\b`,
      ),
      cue(
        `\\b(?:not|never|n't) (?:{W} )?(?:talking|speaking|looking|evaluating|considering|using|working|comparing)\\b(?: {W}){0,3} (?:any|anyone|anybody|other|another|no one)\\b|\\b(?:no one|nobody|none) (?:else|of (?:them|the other))\\b`,
      ),
      cue(
        `\\b(?:are|were|do|did|have|will|would|could|can) you\\b|\\byou are (?:also |currently )?(?:looking|talking|evaluating|considering|comparing)`,
      ),
      cue(
        `\\b(?:stopped using|moved off|move off|dropped|got rid of|switched away from|cancelled|canceled|used to use|replaced|ditched|outgrew|outgrown)\\b|\\b(?:old|former|previous|last) (?:{W} )?(?:vendor|provider|tool|system|company|supplier|platform|partner|agency)\\b`,
      ),
    ],
  },
  authority: {
    pairs: [
      [
        cue(
          `\\b(?:(?<!your ){APPROVER}|controller|committee|regional leads|leads|the owner|owners|my team|the team|higher up|above me|coo|cfo)\\b`,
        ),
        cue(
          `\\b(?:approve|approval|sign|sign off|signs|decide|decides|decision|decisions|call the shots|champion|agree|agrees|bless|okay it|green light|buy-in|run (?:it|this|the numbers|that) by|bring (?:this|it) to|weigh in|final say|say so|has to|have to|would need|will need|needs to|need to|above me|purchasing decisions|on board|choices|purchases|hands-on|involved in|picky|particular about)\\b`,
        ),
      ],
    ],
    cues: [
      cue(`\\bup the (?:flagpole|chain|ladder)\\b`),
      cue(`\\bfor (?:my|our|the) (?:{W} ){0,2}{APPROVER} to (?:decide|approve|sign|say|weigh in|choose)\\b`),
      cue(`\\bmy (?:say|authority|vote|influence) (?:only )?goes (?:so|only so) far\\b|\\bonly goes so far\\b`),
      cue(`\\bneed (?:my|our|the) (?:{W} )?{APPROVER} (?:on|in|at|to join|to be on)\\b`),
      cue(
        `\\b(?:within|beyond|above|outside|exceeds?) my (?:authority|remit|sign-off limit|signing limit|approval limit|budget authority|pay ?grade)\\b`,
      ),
      cue(
        `\\b(?:take|bring|present|put|raise) (?:it|this|that) (?:up )?(?:to|at|in|before|with) (?:the|our|my|a) (?:{W} ){0,3}(?:meeting|committee|board|review|sync|leadership|exec|execs|offsite|steering)\\b`,
      ),
      cue(
        `\\b(?:she|he|they) (?:will|would|gets to|has to|is going to|gets) (?:make|have) (?:the )?(?:call|decision|final say|last word)\\b|\\b{APPROVER} budget\\b`,
      ),
      cue(`\\b(?:group|team|joint|committee|collective|board|shared|consensus) (?:decision|call|choice)\\b`),
      cue(
        `\\b(?:i|we) (?:can not|could not|am not able to|do not get to) (?:{W} )?(?:approve|sign off on|sign|make the (?:final )?(?:call|decision)|green-light|greenlight|say yes)\\b`,
      ),
      cue(
        `\\b(?:has|have|needs?|would need|will need|must|would have|will have) to be (?:{W} )?(?:signed off|approved|okayed|cleared|blessed|ratified|vetted|green-lit|greenlit|authorized|authorised)\\b`,
      ),
      cue(
        `\\b(?:float|socialize|socialise|pitch|raise|share|check|clear|discuss|run|sanity-check) (?:it|this|that|the idea) (?:with|by|past|to) (?:my |our |the )?(?:{W} )?{APPROVER}\\b`,
      ),
      cue(
        `\\bfinal (?:yes|no|word|say|call|decision|sign-off|signoff|approval|answer) (?:{W} ){0,2}(?:comes|come|is|sits|rests|lies|belongs)\\b`,
      ),
      cue(
        `\\b(?:decision|call|choice) for (?:the|our|my) (?:{W} ){0,2}(?:{APPROVER}|group|team)\\b|\\bnot (?:for|up to) me alone\\b|\\bnot mine alone\\b`,
      ),
      cue(
        `\\b(?:need|needs|require|requires|takes|take) (?:{W} ){0,2}(?:signatures|signature|sign-offs|approvals|approvers)\\b`,
      ),
      cue(
        `\\bdepends? (?:\\S+ )?on (?:what |whether |how )?(?:my|our|the) (?:{W} ){0,2}{APPROVER}\\b|\\b(?:what|whether) (?:my|our|the) (?:{W} )?{APPROVER} (?:thinks|says|wants|decides|will say|would say)\\b`,
      ),
      cue(
        `\\bpurse strings\\b|\\b(?:person|one|people|guy|woman|folks) (?:who|that) (?:holds|controls|signs|approves|decides|makes the)\\b`,
      ),
      cue(
        `\\b(?:put|bring|get|take|run) (?:this|it|that) (?:in front of|before|by|past) (?:my|our|the) (?:{W} ){0,2}{APPROVER}\\b`,
      ),
      cue(`\\bnot (?:{W} )?(?:authorized|authorised|allowed|permitted|empowered|cleared) to\\b`),
      cue(
        `\\b(?:just|only) (?:the one |the person )?(?:doing|gathering|collecting) (?:the |some )?(?:research|legwork|homework|information|info|digging)\\b|\\babove (?:me|my head)\\b`,
      ),
      cue(
        `\\b(?:be|get|gets|getting|been|is|are) (?:approved|signed off|okayed|greenlit|green-lit|vetted|cleared|reviewed|blessed|authorized|authorised) (?:by|through)\\b`,
      ),
      cue(
        `\\b(?:gathering|collecting|pulling together|putting together|doing (?:some )?research|scoping|looking into)(?: {W}){0,3} for (?:my|our|the) (?:{W} )?{APPROVER}\\b`,
      ),
      cue(
        `\\b(?:not|n't) (?:{W} )?(?:get to|allowed to|able to|the one to|in a position to|empowered to) (?:make|decide|sign|approve|choose|pick|commit)\\b`,
      ),
      cue(
        `\\b(?:approval|procurement|purchasing|sign-off|signoff|vendor review|legal review|buying) (?:process|board|committee|chain|workflow)\\b`,
      ),
      cue(
        `\\b(?:get|getting|hear|gather|want|need) (?:{W} )?(?:my|our|the) (?:{W} )?(?:team's|team|boss's|manager's|{APPROVER}) (?:input|opinion|thoughts|take|feedback|blessing|view|views|sign-off|approval|okay|ok|go-ahead)\\b`,
      ),
      cue(`\\bwithout (?:my|our|the) (?:{W} ){0,2}{APPROVER}\\b`),
      cue(
        `\\b(?:{APPROVER}) (?:{ADV})?(?:likes to|insists on|insists|prefers to|wants to|needs to|has to|would have to|will have to|would need to|will need to) (?:{W} ){0,2}(?:sign|approve|review|see|be on|be there|be in|join|attend|sit in|be involved|be part|meet|hear|weigh in|okay|vet)\\b`,
      ),
      cue(
        `\\b(?:need|needs|have|has|got|want|going|would have|will have|would need|will need|must|ought|supposed) to (?:check|talk|speak|confer|consult|run|clear|loop|bring|get|sync|discuss|confirm|ask|share|walk|present|pitch|convince|sell|take|go|check in|touch base|align|review|show|pass|escalate|float|put|raise|socialize)\\b(?: {W}){0,6} (?:my|our|the|with|by|past|from|to) (?:{W} )?{APPROVER}\\b`,
      ),
      cue(
        `\\b(?:loop|looping|bring|bringing|pull|pulling|get|getting) (?:in )?(?:my|our|the) (?:{W} )?{APPROVER} (?:in|involved|on board|onboard)\\b|\\b(?:loop|looping|bring|bringing|pull|pulling) in (?:my|our|the) (?:{W} )?{APPROVER}\\b`,
      ),
      cue(
        `\\b(?:not|n't) (?:really |entirely |just |solely |only |totally |fully |completely )?(?:my (?:call|decision|choice|say|budget|department|money|area|place)|my own (?:call|decision)|up to me|mine to (?:decide|make|approve|sign))\\b`,
      ),
      cue(
        `\\b(?:not|n't) (?:\\S+ )?(?:the|a) (?:final )?(?:decision maker|decision-maker|decider|one who (?:decides|signs|holds|makes|owns|approves|controls|has)|person who (?:decides|signs|holds|makes|owns|approves|controls)|buyer|budget holder|budget owner|signer|signatory)\\b`,
      ),
      cue(
        `\\b(?:not|n't) have (?:the |any |final |full )?(?:final say|authority|last word|sign-off|signoff|signing authority|budget authority|power|mandate|say)\\b|\\babove my pay ?grade\\b`,
      ),
      cue(
        `\\b(?:decision|decisions|call|final say|last word|sign-off|signoff|approval|budget|final decision|final call) (?:\\S+ )?(?:is|are|sits|rests|lies|lives|stays|ultimately is|ultimately sits) (?:{W} )?with\\b`,
      ),
      cue(
        `\\b{APPROVER} (?:{ADV})?(?:has|have|holds|hold|gets|get|makes|make|owns|own|controls|control) (?:the )?(?:{W} )?(?:final say|last word|final call|final decision|veto|sign-off|signoff|decision|purse strings|budget)\\b`,
      ),
      cue(
        `\\b(?:(?:my|our|the) )?(?:{W} )?{APPROVER} (?:{ADV})?(?:signs|sign|signs off|approves|approve|decides|decide|makes the call|makes these calls|makes the decisions|controls|controls the budget|owns the budget|has to|needs to|must|would have to|will have to|would need to|will need to|would want to|will want to|wants to|is going to want to|is going to need to|would|will) (?:{W} ){0,2}(?:sign|approve|review|see|look|vet|decide|weigh in|okay|ok|have a say|be involved|be part|agree|bless|green-light|greenlight|off|on|see it|see this)\\b`,
      ),
      cue(
        `\\b(?:{APPROVER}|she|he|they) (?:signs off|decides|decide|approves|approve|makes (?:these|the|those|that|this|all the|all) (?:calls|call|decisions|decision)|has the final|call the shots|calls the shots)\\b`,
      ),
      cue(
        `\\b(?:has|have|needs|need|would need|will need|would have|will have|must|got|goes|go|going) to go (?:through|to|before|up to|past|up the chain|up)\\b|\\b(?:go|goes|going) through (?:{W} ){0,2}(?:{APPROVER}|procurement|legal|a committee|committee|review|approval|the board|our process|a process|security review|vendor review|the chain)\\b`,
      ),
      cue(
        `\\b(?:can not|could not|not able to|unable to|not allowed to|not authorized to|not authorised to|can not really) (?:{W} )?(?:sign|commit|approve|make (?:that|this|the|a) (?:call|decision)|decide|agree|say yes|buy|purchase|sign off|greenlight|green-light|move forward|pull the trigger)\\b(?: {W}){0,6} (?:without|until|unless|before|on my own|alone|by myself|myself)\\b|\\b(?:can not|could not) (?:{W} )?(?:sign|commit|approve|decide) (?:on my own|alone|by myself|myself)\\b`,
      ),
      cue(
        `\\b(?:need|needs|require|requires|get|getting|subject to|pending|without) (?:{W} ){0,2}(?:approval|sign-off|signoff|sign off|buy-in|blessing|green light|go-ahead|okay|ok|signature|a yes|permission|consent)\\b`,
      ),
      cue(
        `\\bup to (?:my|our|the) (?:{W} )?{APPROVER}\\b|\\b(?:her|his|their) (?:call|decision)\\b|\\bup to (?:her|him|them)\\b`,
      ),
      cue(
        `\\bconvince (?:my|our|the) (?:{W} )?{APPROVER}\\b|\\b(?:sell|pitch) (?:it|this) (?:{W} )?(?:to|internally)\\b`,
      ),
    ],
    topics: topicProblem(AUTHORITY_TOPIC),
    vetoes: [
      cue(`\\bnot (?:{W} )?(?:worried|concerned|nervous) about\\b`),
      cue(
        `\\b(?:wants|want|would like|expects|needs) (?:{W} ){0,3}(?:running|live|done|working|in place|up and running|rolled out|finished) (?:by|before|this)\\b`,
      ),
      cue(
        `\\bso (?:she|he|they|we) can (?:help|set|get started|start|configure|onboard|ask|learn|see how)\\b|\\bhelp (?:us )?with (?:the )?(?:setup|set-up|onboarding|rollout|training)\\b`,
      ),
      cue(`\\b(?:not|no|never)\\b(?: {W}){0,3} (?:need|have|got) to (?:involve|check|ask|run|loop|get)\\b`),
      cue(
        `\\b(?<!\\b(?:be|get|been|being|gets|getting) )(?:approved|signed off|okayed|green-lit|greenlit|loved|liked|mentioned|asked|suggested|found|copied|is on board|are on board|already)\\b`,
      ),
      cue(
        `\\b(?:not|no|never) (?:really )?(?:need|have|got) to (?:involve|check|ask|run|loop|get)\\b|\\b(?:already|just) (?:have|got|gave|received|signed off|approved)\\b(?: {W}){0,3} (?:approval|go-ahead|green light|sign-off|blessing)|\\bi (?:am|will be) the (?:one|person)\\b`,
      ),
      cue(`\\byour (?:{W} )?{APPROVER}\\b|\\b(?:who|whoever) (?:else )?(?:would|will|needs|has)\\b`),
    ],
  },
  need: {
    topics: [],
    pairs: [
      [
        cue(
          `\\b(?:need|needs|solve|solves|solving|buy us|gain|benefit|help us|use half|using half|use most|using most|invest|difference|improve|matter|value|save us|save|saves|saving|needle)\\b`,
        ),
        cue(`\\b(?:not|never|doubt|unsure|not sure|not convinced|skeptical|sceptical|hardly|wouldn't|would not)\\b`),
      ],
    ],
    cues: [
      cue(
        `\\b(?:never|not) (?:{ADV})?(?:been|was|is|really been) (?:a|an|much of a) (?:{W} )?(?:problem|issue|pain|headache)\\b`,
      ),
      cue(
        `\\b(?:what|which) (?:gap|problem|need|hole|pain) (?:this|it|that) (?:would|will|could) (?:fill|solve|address|fix)\\b`,
      ),
      cue(
        `\\b(?:would|will|might|could) (?:just |probably |simply )?(?:ignore|not use|never use|forget about|abandon|resist) (?:it|this|the app|the tool|another)\\b`,
      ),
      cue(`\\btoo (?:small|tiny) (?:for|to)\\b`),
      cue(`\\b{NEG}\\b(?: {W}){0,5} (?:big|bad|painful|serious|severe|urgent|large|costly) enough (?:to|for)\\b`),
      cue(`\\balready (?:track|do|handle|manage|log|capture|cover|see|get) (?:that|this|it|those|these|most of)\\b`),
      cue(
        `\\bnot (?:{ADV})?(?:essential|critical|necessary|mission-critical|required|a necessity|vital|crucial|a must)\\b`,
      ),
      cue(
        `\\b{NEG} (?:{ADV})?(?:set up|equipped|ready|big enough|mature enough) to (?:take advantage|benefit|use|make use)\\b`,
      ),
      cue(
        `\\b{NEG} (?:{W} ){0,2}(?:heard|seen) (?:anyone|anybody|people|someone|the team|users|customers) (?:asking|ask|complain|complaining|request|requesting|wanting)\\b`,
      ),
      cue(`\\b(?:does|do|did) the (?:job|trick)\\b`),
      cue(
        `\\b(?:does|covers|handles|do|cover|handle) (?:the|all the|our) basics\\b|\\bfree (?:version|tool|plan|tier)\\b(?: {W}){0,5} (?:does|covers|is enough|works)\\b`,
      ),
      cue(`\\bnot (?:{ADV})?(?:a |our |the )?(?:focus|focus area|pain point|pressing need)\\b`),
      cue(
        `\\b(?:have|got) (?:a|an) (?:{W} )?(?:process|system|setup|way|method|approach|workflow) (?:that|which) (?:works|is working|does the job)\\b`,
      ),
      cue(
        `\\b(?:{NEG}|doubt|not sure|do not see|can not see)\\b(?: {W}){0,4} (?:make|makes|making|have|having|has) (?:a |any |much (?:of an? )?)?(?:big |real |huge |meaningful |noticeable |major )?(?:impact|difference|dent)\\b`,
      ),
      cue(
        `\\bwhat (?:we|i) (?:have|use|do|got|have got) (?:now |today )?(?:is|are) (?:{ADV})?(?:fine|good enough|enough|working|plenty|sufficient)\\b`,
      ),
      cue(
        `\\b(?:struggling to|struggle to|hard to|fail to|failing to) see (?:the|a|any|much) (?:point|need|use|use case|benefit|reason)\\b`,
      ),
      cue(`\\b{NEG}\\b(?: {W}){0,5} missing (?:anything|much|out|a lot)\\b`),
      cue(`\\b(?:is|are) (?:{ADV})?(?:plenty|sufficient|adequate|all we need)\\b`),
      cue(
        `\\b(?:our|my) (?:{W} )?(?:team|people|staff|dispatchers|drivers|guys|folks|planners|reps|crew|managers) (?:is|are) (?:{ADV})?(?:good|great|fine|efficient|experienced|quick) at (?:this|it|that)\\b`,
      ),
      cue(
        `\\b(?:we are|we're|we) (?:{ADV})?not (?:really )?(?:losing|missing|dropping|struggling|having (?:trouble|issues|problems))\\b`,
      ),
      cue(`\\bgets? (?:us|it|the job|things) (?:there|done)\\b`),
      cue(
        `\\b{NEG} (?:{W} ){0,2}have enough (?!money|budget|funds|cash|time|people|bandwidth|capacity)(?:{W} ){0,2}(?:to|for)\\b`,
      ),
      cue(
        `\\b(?:everyone|everybody|we|they|drivers|our drivers|the team) (?:{ADV})?knows? (?:the|their|our) (?:territory|routes|area|roads|customers|patch)\\b`,
      ),
      cue(
        `\\b(?:we are|we're|our (?:{W} )?(?:is|are)) (?:{ADV})?not (?:that |very |all that |so |a very |a particularly )?(?:complicated|complex|big|large|sophisticated)\\b`,
      ),
      cue(`\\bnothing (?:is |has been |'s )?(?:{ADV})?(?:broken|wrong)\\b`),
      cue(
        `\\b(?:like|prefer|enjoy|happy) (?:doing )?(?:things|it|them|this) (?:by hand|manually|the old way|on paper|the way we do)\\b`,
      ),
      cue(`\\b(?:can|could) (?:live|do|survive|manage|get by) without\\b`),
      cue(
        `\\bleast of (?:our|my) (?:problems|worries|concerns|issues)\\b|\\b(?:well|pretty well|fully|already) covered\\b|\\bserved us (?:fine|well|ok|okay|just fine)\\b`,
      ),
      cue(
        `\\b(?:not|n't) (?:really )?have (?:a|an|any) (?:{W} ){0,3}(?:problem|issue|pain|need)\\b|\\b(?:and|so) (?:it|that) (?:still )?works$|\\bnot where (?:we|i) would (?:invest|spend|focus|start)\\b`,
      ),
      cue(
        `\\b(?:not|n't) (?:{W} )?(?:feel|feeling|felt|have|having|had|see|seeing|experience|experiencing) (?:{W} )?(?:the|that|this|much|any|a lot of|enough) (?:pain|problem|problems|issue|issues|need|urgency|friction)\\b`,
      ),
      cue(
        `\\b(?:are|is|seem|seems) (?:{ADV})?(?:fine|happy|okay|ok|comfortable|content|satisfied) with (?:the|our|their|how|what) (?!(?:current |existing )?(?:vendor|provider|supplier|partner|platform|tool|software|{NAME})\\b)`,
      ),
      cue(
        `\\b(?:{NEG}|not sure|unsure|doubt|not convinced)\\b(?: {W}){0,4} (?:fits?|suits?|applies to us|relevant|right for us|a (?:good |great )?fit|makes sense for us)\\b`,
      ),
      cue(
        `\\b(?:enough|big enough|large enough)\\b(?: {W}){0,5} (?:to matter|to justify|for (?:this|it) to (?:matter|pay off|make sense|be worth))\\b|\\bfor (?:this|it) to (?:matter|pay off|make sense)\\b`,
      ),
      cue(`\\bsolution (?:looking|in search) for a problem\\b`),
      cue(
        `\\b(?:not sure|unsure|do not know|doubt|not clear)\\b(?: {W}){0,2} (?:what|how much) (?:we|i|they) (?:would |will |could )?(?:gain|get|save|win|improve)\\b`,
      ),
      cue(`\\b(?:are|is) not complaining\\b|\\bno complaints\\b`),
      cue(
        `\\b(?:can|could) already (?:do|handle|manage|get|see|track|cover)\\b|\\balready do (?:that|this|it|most of) (?:in|with|by hand|manually)\\b`,
      ),
      cue(`\\b(?:doing|do|get|getting|done) (?:fine|okay|ok|alright|well|just fine) without\\b`),
      cue(
        `\\b(?:doubt|not sure|not convinced|skeptical|sceptical|unsure|do not think)\\b(?: {W}){0,5} (?:make|makes) (?:a |any |much (?:of a )?)?(?:real |big |huge |meaningful |noticeable )?difference\\b`,
      ),
      cue(
        `\\b(?:{NEG}|doubt|unsure|not sure|not convinced|question whether|wonder (?:if|whether)|do not know (?:if|that|whether)|not certain)\\b(?: {W}){0,4} (?:really |actually |even |truly |necessarily )?(?:need|require|have a need for|have a use for|have any use for) (?:this|it|that|one|another|a new|something like (?:this|that)|anything like (?:this|that)|something else|more|all (?:that|this|those|these)|the (?:full|whole|extra|premium)|such a|this much|yet another|a (?:tool|system|platform|solution|product|dashboard|app|software|service))\\b`,
      ),
      cue(
        `\\b(?:{NEG}|doubt|unsure|not sure|not convinced|do not know (?:if|that|whether)|not certain)\\b(?: {W}){0,4} (?:need|require) (?:it|this|that)$|\\bwhy (?:we|i) (?:would|will|really|even|actually)? ?need\\b`,
      ),
      cue(
        `\\b(?:{NEG}|doubt|unsure|not sure|not convinced|do not know (?:if|that|whether)|not certain)\\b(?: {W}){0,5} (?:get|gain|see) (?:much|a lot|anything|enough|any value|value|any benefit|the benefit|much value)(?: {W})? (?:out of|from)\\b`,
      ),
      cue(
        `\\b(?:current|existing|present|old|our|the|manual|paper|spreadsheet|excel)? ?(?:process|processes|way|setup|set-up|system|approach|method|workflow|spreadsheets?|sheets?|excel|email|emails|whiteboard|paper|routine|reconciliation|crm|notebook|phone calls) (?:{ADV})?(?:works|work|is working|are working|does the job|do the job|gets the job done|get the job done|is fine|are fine|is good enough|are good enough|is enough|are enough|is adequate|does the trick|serves? us)(?: {W}){0,3}\\b`,
      ),
      cue(
        `\\b(?:works|work|working) (?:{ADV})?(?:fine|well enough|just fine|ok|okay)\\b|\\b(?:and|so|but) (?:it|that|this) (?:still )?works? (?:for (?:us|them|everyone|the team)|fine|okay|ok|well)?$|\\bgood enough\\b|\\bwell enough\\b|\\bgets? the job done\\b|\\bdoes the (?:job|trick)\\b`,
      ),
      cue(
        `^(?:but|and|yet) (?:it|that|this|they) (?:still |mostly |basically )?(?:works|work)$|\\b(?:it|that|they) still works?\\b|\\b(?:and|so) (?:it|that|this) is (?:fine|ok|okay|good enough|working)$`,
      ),
      cue(`\\b(?:not|n't|never) (?:{W} ){0,3}(?:broken|broke)\\b`),
      cue(
        `\\b(?:not|n't) have (?:that|this|the|a|much of a|any|those|these|such a|a real|a big) (?:problem|issue|pain|need|use case|challenge|headache)\\b`,
      ),
      cue(
        `\\b(?:is|are) not (?:really |actually |much of )?(?:a|an|that much of a) (?:big |real |huge )?(?:problem|issue|pain|pain point|headache|big deal)\\b|\\bnot (?:that|really that) (?:bad|painful)\\b`,
      ),
      cue(
        `\\boverkill\\b|\\b(?<!\\b(?:was|were) (?:way |far |much |a bit |just )?)too (?:much|complex|complicated|advanced|big|heavy|fancy|sophisticated|powerful|elaborate) for (?:us|our|a team|what we|a company|a shop)\\b|\\bmore than (?:we|i) (?:need|would use)\\b`,
      ),
      cue(
        `\\b(?:features|things|bells and whistles|stuff) (?:that )?(?:we|i) (?:would|will|probably|do not|would not) (?:never |probably never |not |ever )?(?:use|need)\\b|\\bnever use (?:most|half|all)\\b`,
      ),
      cue(`\\bnice[- ]to[- ]have\\b(?! (?:for|in))|\\bnot (?:a |really a )?must[- ]have\\b`),
      cue(
        `\\b(?:managed|survived|gotten by|got by|done fine|done okay|been fine|lived|coped|gone) without\\b|\\b(?:we|i) (?:{ADV})?(?:get by|make do|manage|cope) (?:fine|ok|okay|just fine|with|alright)\\b`,
      ),
      cue(
        `\\b(?:nobody|no one|none of (?:us|them|my \\S+|our \\S+)) (?:{W} ){0,3}(?:is |are |has |have )?(?:asking|asked|complaining|complained|requested|wants|needs|wanted|needed|pushing|clamoring)\\b`,
      ),
      cue(`\\bnever had (?:any |a |many )?(?:complaints|issues|problems|trouble)\\b`),
      cue(
        `\\b(?:doubt|not sure|not convinced|skeptical|sceptical|unsure|wonder (?:if|whether)|do not think|do not see)\\b(?: {W}){0,5} (?:would|will|could|can|is going to) (?:even |actually |really |ever )?(?:use|adopt|change|help|make a difference|make much of a difference|move the needle|improve|matter|add|fix|solve|save)\\b`,
      ),
      cue(
        `\\b(?:what|which) problem (?:would|does|will|is) (?:this|it|that) (?:solve|fix|solving|fixing)\\b|\\b(?:solve|solves|solving|fix|fixes) a problem (?:we|i) (?:do not|never) have\\b`,
      ),
      cue(
        `\\b(?:not|n't) (?:{W} )?see (?:the|a|any|much) (?:point|need|use|use case|benefit|reason)\\b|\\b(?:not|n't|struggling to|struggle to|hard to) (?:{W} )?see (?:why|how) (?:we|i|this|it|a team)\\b`,
      ),
      cue(
        `\\b(?:happy|fine|satisfied|content|comfortable|okay) with (?:how|the way|what) (?:we|things)\\b|\\b(?:happy|fine|satisfied|content|comfortable) with (?:our|the) (?:{W} )?(?:process|spreadsheets|setup|system|way|approach|workflow|sheets)\\b`,
      ),
      cue(`\\b(?:not|n't) worth (?:the )?(?:effort|hassle|switch|switching|trouble|change|disruption)\\b`),
    ],
    vetoes: [
      cue(`\\byour (?:{W} ){0,3}and (?:it|that) is (?:fine|ok|okay)$`),
      cue(`\\b(?:not|n't) (?:{W} )?(?:work|works)\\b`),
      cue(
        `\\b(?:price|pricing|cost|budget|money|timing|time|approval)\\b(?: {W}){0,5} (?:problem|issue|concern)\\b|\\bneed (?:to|a long|more time|a minute|a second)\\b|\\bquestion of whether\\b`,
      ),
      cue(
        `^(?!.*\\b(?:not|never|no|doubt|unsure)\\b).*\\b(?:definitely|really|badly|desperately|clearly|absolutely|obviously|do|urgently) need (?:this|it|something|a|help|to fix)\\b`,
      ),
      cue(
        `\\b(?:price|pricing|cost|budget|money|timing|time|approval|approver)\\b(?: {W}){0,4} (?:is|are|was|will be) not\\b`,
      ),
    ],
  },
};

/**
 * Sentence-wide vetoes: someone else's words reported ("teams tell us it's too expensive") or
 * a wish in the opposite direction ("you'd be surprised how many people think they don't need this").
 */
const REPORTED = cue(
  `\\b(?:teams|customers|clients|people|folks|companies|prospects|buyers|most|many|others|everyone|everybody|they) (?:{W} ){0,2}(?:tell|told|say|said|think|thought|worry|worried|assume|assumed|feel|felt|come to us|tend to think|often say)\\b(?: us| me)?`,
);

/** Sentence-wide veto for "need": the current way is said to fail after all. */
const FAILS_AFTER_ALL = cue(
  `\\bbut\\b(?: {W}){0,6} (?:falls? apart|breaks?|broken|fails?|struggles?|does not scale|not scal\\S*|can not keep up|killing|painful|a mess|nightmare|chaos|slips?)\\b`,
);

/** One alternation per list: a clause is scanned once per kind instead of once per cue. */
function anyOf(patterns: RegExp[]): RegExp {
  return patterns.length === 0 ? /$^/ : new RegExp(patterns.map((p) => `(?:${p.source})`).join('|'));
}

const COMPILED = objectionKinds.map((kind) => {
  const rules = RULES[kind];
  return {
    kind,
    cues: anyOf(rules.cues),
    topics: anyOf(rules.topics),
    vetoes: anyOf(rules.vetoes),
    pairs: rules.pairs ?? [],
  };
});

function clauseKinds(clause: string, found: Set<ObjectionKind>): void {
  const strong: ObjectionKind[] = [];
  const weak: ObjectionKind[] = [];
  for (const { kind, cues, topics, vetoes, pairs } of COMPILED) {
    if (vetoes.test(clause)) continue;
    if (cues.test(clause) || (topics.test(clause) && !NEGATED_PROBLEM.test(clause))) {
      strong.push(kind);
    } else if (pairs.some(([topic, stance]) => topic.test(clause) && stance.test(clause))) {
      weak.push(kind);
    }
  }
  // A word pair is only a hint: when a cue names what the clause is about, the pair's kind is
  // a side remark ("can't afford it right now" is about price, not timing).
  for (const kind of strong.length > 0 ? strong : weak) found.add(kind);
}

/** The languages with an objection model: English, and those with a lexicon. */
export type ModelLanguage = 'en' | LexiconLanguage;

export function hasObjectionModel(language: Language): language is ModelLanguage {
  return language === 'en' || language in LEXICONS;
}

/** The engine's objection model for a language. */
export function objectionModel(language: ModelLanguage): ObjectionModel {
  return language === 'en' ? OBJECTION_MODEL : LANGUAGE_MODELS[language].objections;
}

/**
 * The features the learned model reads in one sentence: in English with the cue rules' findings
 * among them; in another language from its lexicon (features.ts).
 */
export function sentenceFeatures(sentence: string, language: ModelLanguage = 'en'): string[] {
  if (language !== 'en') return languageFeatures(sentence, language);
  return features(sentence, ruleObjections(sentence), isQuestion(sentence));
}

/** The kinds a model finds in one sentence; the engine's own model unless another is given. */
export function modelObjections(
  sentence: string,
  language: ModelLanguage = 'en',
  model: ObjectionModel = objectionModel(language),
): ObjectionKind[] {
  return kindsFrom(model, sentenceFeatures(sentence, language));
}

/** The kinds a model finds with confidence in one sentence: what the engine reports. */
export function confidentObjections(
  sentence: string,
  language: ModelLanguage = 'en',
  model: ObjectionModel = objectionModel(language),
): ObjectionKind[] {
  return confidentKindsFrom(model, sentenceFeatures(sentence, language));
}

/**
 * Sentences already read, with their kinds. Each analyze request sends the whole call again,
 * so a live call costs only its new sentences; the map is emptied when it grows large.
 */
const seen = new Map<string, ObjectionKind[]>();
const SEEN_MAX = 20_000;

/**
 * Every kind of objection one sentence raises with confidence, in the order of `objectionKinds`:
 * precision first, since a wrong objection sends the coached person after a concern nobody had.
 * In a language without a model (Portuguese, Japanese) none: the English model would only guess.
 */
export function objectionsIn(sentence: string, language: Language = 'en'): ObjectionKind[] {
  if (!hasObjectionModel(language)) return [];
  const key = `${language}:${sentence}`;
  let kinds = seen.get(key);
  if (kinds === undefined) {
    if (seen.size >= SEEN_MAX) seen.clear();
    kinds = confidentObjections(sentence, language);
    seen.set(key, kinds);
  }
  return [...kinds];
}

/** What the hand-written cue rules find in one sentence: one of the learned model's features. */
export function ruleObjections(sentence: string): ObjectionKind[] {
  const text = plain(sentence);
  if (REPORTED.test(text)) return [];
  const found = new Set<ObjectionKind>();
  for (const clause of statedClauses(text)) clauseKinds(clause, found);
  if (found.has('need') && FAILS_AFTER_ALL.test(text)) found.delete('need');
  return objectionKinds.filter((kind) => found.has(kind));
}

/**
 * Reads two sentences so that the cue rules' large patterns are compiled (about half a second,
 * once per process) before a request has to wait for it.
 */
export function warmUp(): void {
  ruleObjections('We will see about the price, the timing and the boss.');
  ruleObjections('We already use another tool and I am not sure we need it.');
}

/** The first kind of objection a sentence raises, if any. */
export function objectionIn(sentence: string, language: Language = 'en'): ObjectionKind | undefined {
  return objectionsIn(sentence, language)[0];
}

/**
 * How far back objections are looked for, in dialogue messages: only the latest few are listed,
 * and an objection raised hundreds of messages ago is no longer what the coached person acts on.
 * It bounds the first request of a long call with no objection, where every sentence is new.
 */
export const SCAN_BACK_MESSAGES = 200;

/**
 * The latest `limit` objections others raised in the last SCAN_BACK_MESSAGES messages, oldest
 * first, read in the conversation's `language` and with a reply written in it. Scans from the end, so a long call costs no more
 * than its recent part.
 */
export function findObjections(
  dialogue: readonly TranscriptMessage[],
  currentUser: string,
  limit = Infinity,
  language: Language = 'en',
): Objection[] {
  const found: Objection[] = [];
  const oldest = Math.max(0, dialogue.length - SCAN_BACK_MESSAGES);
  for (let m = dialogue.length - 1; m >= oldest && found.length < limit; m--) {
    const message = dialogue[m]!;
    if (message.speakerName === currentUser) continue;
    const said = sentences(message.content);
    for (let s = said.length - 1; s >= 0 && found.length < limit; s--) {
      const kinds = objectionsIn(said[s]!, language);
      // Kinds of one sentence are pushed last first, so the final reverse lists them in order.
      for (let k = kinds.length - 1; k >= 0 && found.length < limit; k--) {
        found.push({
          kind: kinds[k]!,
          speakerName: message.speakerName,
          quote: said[s]!,
          suggestedReply: PHRASES[language].replies[kinds[k]!],
        });
      }
    }
  }
  return found.reverse();
}
