<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
    <context>
        <name>LibraryModel</name>
        <message numerus="yes">
            <source>Rubicon, %n deal(s), 36 cards</source>
            <translation>
                <numerusform>Rubicon, %n deal, 36 cards</numerusform>
                <numerusform>Rubicon, %n deals, 36 cards</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Rubicon, %n deal(s)</source>
            <translation>
                <numerusform>Rubicon, %n deal</numerusform>
                <numerusform>Rubicon, %n deals</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>-%n game(s)</source>
            <translation>
                <numerusform>-%n game</numerusform>
                <numerusform>-%n games</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>+%n game(s)</source>
            <translation>
                <numerusform>+%n game</numerusform>
                <numerusform>+%n games</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>LibraryWindow</name>
        <message numerus="yes">
            <source>%n partie(s)</source>
            <translation>
                <numerusform>%n partie</numerusform>
                <numerusform>%n parties</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{shown} of %n partie(s) shown</source>
            <translation>
                <numerusform>{shown} of %n partie shown</numerusform>
                <numerusform>{shown} of %n parties shown</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{count}. {human} against {opponent}, {variant}: %n deal(s) played, {score} – {opponent_score}.</source>
            <translation>
                <numerusform>{count}. {human} against {opponent}, {variant}: %n deal played, {score} – {opponent_score}.</numerusform>
                <numerusform>{count}. {human} against {opponent}, {variant}: %n deals played, {score} – {opponent_score}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Added %n partie(s).</source>
            <translation>
                <numerusform>Added %n partie.</numerusform>
                <numerusform>Added %n parties.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReplayReview</name>
        <message numerus="yes">
            <source>Your %n decisions lost {points} points against {level}'s best; {marked} marked on the timeline.</source>
            <translation>
                <numerusform>Your %n decision lost {points} points against {level}'s best; {marked} marked on the timeline.</numerusform>
                <numerusform>Your %n decisions lost {points} points against {level}'s best; {marked} marked on the timeline.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>{player}'s %n decisions lost {points} points against {level}'s best; {marked} marked on the timeline.</source>
            <translation>
                <numerusform>{player}'s %n decision lost {points} points against {level}'s best; {marked} marked on the timeline.</numerusform>
                <numerusform>{player}'s %n decisions lost {points} points against {level}'s best; {marked} marked on the timeline.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ReviewPanel</name>
        <message numerus="yes">
            <source>Nothing marked: your %n decisions lost {points} points in all against {level}'s best, none of them costly.</source>
            <translation>
                <numerusform>Nothing marked: your %n decision lost {points} points in all against {level}'s best, none of them costly.</numerusform>
                <numerusform>Nothing marked: your %n decisions lost {points} points in all against {level}'s best, none of them costly.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Your %n decisions lost {points} points against {level}'s best; the costly ones:</source>
            <translation>
                <numerusform>Your %n decision lost {points} points against {level}'s best; the costly ones:</numerusform>
                <numerusform>Your %n decisions lost {points} points against {level}'s best; the costly ones:</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>StatisticsWindow</name>
        <message numerus="yes">
            <source>%n partie(s) could not be read and left out: {reasons}</source>
            <translation>
                <numerusform>%n partie could not be read and is left out: {reasons}</numerusform>
                <numerusform>%n parties could not be read and are left out: {reasons}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Your rating: {mean}&lt;/b&gt; ± {sd} (95%: {low} to {high}), from %n rated partie(s).</source>
            <translation>
                <numerusform>&lt;b&gt;Your rating: {mean}&lt;/b&gt; ± {sd} (95%: {low} to {high}), from %n rated partie.</numerusform>
                <numerusform>&lt;b&gt;Your rating: {mean}&lt;/b&gt; ± {sd} (95%: {low} to {high}), from %n rated parties.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>&lt;b&gt;Accuracy: {loss}&lt;/b&gt; points lost per decision, over {decisions} decisions in %n reviewed partie(s).</source>
            <translation>
                <numerusform>&lt;b&gt;Accuracy: {loss}&lt;/b&gt; points lost per decision, over {decisions} decisions in %n reviewed partie.</numerusform>
                <numerusform>&lt;b&gt;Accuracy: {loss}&lt;/b&gt; points lost per decision, over {decisions} decisions in %n reviewed parties.</numerusform>
            </translation>
        </message>
    </context>
</TS>
