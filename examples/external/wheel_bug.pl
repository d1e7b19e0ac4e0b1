#!/usr/bin/perl
# A poker hand evaluator with a realistic bug, speaking showdown's line
# protocol: it looks for five ranks in a row with the ace only high, so the
# wheel (5-4-3-2-A) is not seen as a straight. Category only; 5 and 7 cards.
# Core Perl only.
use strict;
use warnings;

$| = 1;    # flush after every line
my %VALUE = map { (split //, '23456789TJQKA')[$_] => $_ + 2 } 0 .. 12;

sub has_run {
    my %have = map { $_ => 1 } @_;
    for my $top (reverse 6 .. 14) {
        return 1 if 5 == grep { $have{$_} } ($top - 4) .. $top;
    }
    return 0;
}

sub category {
    my @cards = @_;
    my (%count, %suit);
    for my $c (@cards) {
        my ($r, $s) = split //, $c;
        $count{ $VALUE{$r} }++;
        push @{ $suit{$s} }, $VALUE{$r};
    }
    my ($flush) = grep { @$_ >= 5 } values %suit;
    return 'straight-flush' if $flush && has_run(@$flush);
    my @n = sort { $b <=> $a } values %count;
    return 'four-of-a-kind' if $n[0] == 4;
    return 'full-house' if $n[0] == 3 && @n > 1 && $n[1] >= 2;
    return 'flush' if $flush;
    return 'straight' if has_run(keys %count);
    return 'three-of-a-kind' if $n[0] == 3;
    return 'two-pair' if $n[0] == 2 && @n > 1 && $n[1] == 2;
    return 'one-pair' if $n[0] == 2;
    return 'high-card';
}

if (@ARGV && $ARGV[0] eq '--version') { print "wheel_bug.pl 0.1 (perl $])\n"; exit 0; }
while (my $line = <STDIN>) {
    my @cards = split ' ', $line;
    print category(@cards), "\n";
}
