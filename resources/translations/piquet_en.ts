<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_GB" sourcelanguage="en_GB">
    <context>
        <name>NewPartieDialog</name>
        <message numerus="yes">
            <source>The seed is too large: use at most %n digits.</source>
            <translation>
                <numerusform>The seed is too large: use at most %n digit.</numerusform>
                <numerusform>The seed is too large: use at most %n digits.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PiquetAdvise</name>
        <message numerus="yes">
            <source>over the %n world(s) it sampled</source>
            <translation>
                <numerusform>over the %n world it sampled</numerusform>
                <numerusform>over the %n worlds it sampled</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>point/seq./set: chance of holding better than now, over %n sampled talon(s)</source>
            <translation>
                <numerusform>point/seq./set: chance of holding better than now, over %n sampled talon</numerusform>
                <numerusform>point/seq./set: chance of holding better than now, over %n sampled talons</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>(%n world(s) only)</source>
            <translation>
                <numerusform>(%n world only)</numerusform>
                <numerusform>(%n worlds only)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>value: your net points from here to the end of the play, mean over %n sampled hand(s) of the opponent</source>
            <translation>
                <numerusform>value: your net points from here to the end of the play, mean over %n sampled hand of the opponent</numerusform>
                <numerusform>value: your net points from here to the end of the play, mean over %n sampled hands of the opponent</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PiquetRecord</name>
        <message numerus="yes">
            <source>Result: unfinished (%n deal(s) played)</source>
            <translation>
                <numerusform>Result: unfinished (%n deal played)</numerusform>
                <numerusform>Result: unfinished (%n deals played)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n action(s)</source>
            <translation>
                <numerusform>%n action</numerusform>
                <numerusform>%n actions</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%n deal(s)</source>
            <translation>
                <numerusform>%n deal</numerusform>
                <numerusform>%n deals</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PiquetReview</name>
        <message numerus="yes">
            <source>%n decision(s) rated</source>
            <translation>
                <numerusform>%n decision rated</numerusform>
                <numerusform>%n decisions rated</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>Deal {number}: {lost} points lost over %n decision(s)</source>
            <translation>
                <numerusform>Deal {number}: {lost} points lost over %n decision</numerusform>
                <numerusform>Deal {number}: {lost} points lost over %n decisions</numerusform>
            </translation>
        </message>
    </context>
</TS>
