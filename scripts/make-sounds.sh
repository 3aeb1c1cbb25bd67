#!/usr/bin/env bash
# Synthesise the Fun Funds Casino sound effects with SoX.
#
# Writes small mono MP3 files into public/sounds/ (relative to the repository
# root, which is found from this script's own location, so the script can be
# run from any working directory):
#
#   click.mp3 cardflip.mp3 dice-roll.mp3 slot-spin.mp3 slot-win.mp3
#   win.mp3 lose.mp3 cashout.mp3 jackpot.mp3 plinko.mp3
#
# Requirements (Debian/Ubuntu): apt-get install sox libsox-fmt-mp3
#
# Every sound is built from plain oscillators and filtered noise: notes get an
# exponential decay envelope (an `exp` waveform used as an amplitude
# modulator), layers are positioned with `pad` and combined with `sox -m`, and
# each final file is peak-normalised to -3 dBFS (lose: -7) before MP3
# encoding (96 kbit/s CBR, mono, 44.1 kHz). SoX runs
# in repeatable mode (-R), so the noise sources are seeded identically and
# re-running the script reproduces the same sounds.
set -euo pipefail

RATE=44100     # sample rate of every intermediate and output file
BITRATE=96     # MP3 bitrate in kbit/s (CBR); ~12 KB per second of audio
HEADROOM=-3    # final peak level in dBFS

script_dir="$(cd -- "$(dirname -- "${BASH_SOURCE[0]}")" && pwd)"
repo_root="$(cd -- "$script_dir/.." && pwd)"
out_dir="$repo_root/public/sounds"

die() {
  printf 'make-sounds: error: %s\n' "$*" >&2
  exit 1
}

command -v sox >/dev/null 2>&1 ||
  die "sox is not installed. Install it with: sudo apt-get install sox libsox-fmt-mp3"

tmp="$(mktemp -d "${TMPDIR:-/tmp}/make-sounds.XXXXXX")"
trap 'rm -rf -- "$tmp"' EXIT

sox -r "$RATE" -c 1 -n -C "$BITRATE" "$tmp/probe.mp3" synth 0.05 sine 440 \
  >/dev/null 2>&1 ||
  die "sox cannot write MP3 files. Install MP3 support with: sudo apt-get install libsox-fmt-mp3"

mkdir -p -- "$out_dir"

# --------------------------------------------------------------------------
# Helpers. Intermediate files are 32-bit float WAVs in $tmp, so repeated
# mixing (which scales each input down) costs no precision.
# --------------------------------------------------------------------------
FMT=(-e floating-point -b 32)
n_tmp=0

# sx ARGS...: sox in repeatable mode.
sx() { sox -R "$@"; }

# gen OUT EFFECT...: synthesise into a new temporary WAV (mono, $RATE Hz).
# The rate/channel options must precede -n so they describe the (null)
# input; placed after it they would set the output format and SoX would
# silently resample from its 48 kHz default.
gen() {
  local out=$1
  shift
  sx -r "$RATE" -c 1 -n "${FMT[@]}" "$out" "$@"
}

# calc EXPR: floating-point arithmetic via awk.
calc() { awk "BEGIN { printf \"%.6g\", $1 }"; }

# newtmp VAR...: set each named variable to the path of a fresh temporary
# WAV file. (Assigns by name rather than printing, so the counter is not
# lost in a $(...) subshell.)
newtmp() {
  local v
  for v in "$@"; do
    n_tmp=$((n_tmp + 1))
    printf -v "$v" '%s/t%04d.wav' "$tmp" "$n_tmp"
  done
}

# env_args DUR RANGE_DB: set ENV_FX to effects giving an exponential decay
# from full level to -RANGE_DB over DUR seconds, with tiny fades against
# clicks.
env_args() {
  local dur=$1 range=$2
  ENV_FX=(synth "$dur" exp amod "$(calc "1/$dur")" 0 0 0 "$(calc "$range/2")"
    fade h 0.002 "$dur" "$(calc "$dur/4 < 0.015 ? $dur/4 : 0.015")")
}

# tone OUT WAVE FREQ DUR RANGE_DB [EFFECT...]: a decaying oscillator note.
# FREQ may be a linear sweep such as 400:300. (Avoid the exponential "/"
# sweep: in SoX 14.4.2 it yields a flat DC signal for triangle/sawtooth.)
tone() {
  local out=$1 wave=$2 freq=$3 dur=$4 range=$5
  shift 5
  env_args "$dur" "$range"
  gen "$out" synth "$dur" "$wave" "$freq" "${ENV_FX[@]}" "$@"
}

# noise OUT COLOUR DUR RANGE_DB [EFFECT...]: a decaying noise burst; pass
# filters (bandpass, highpass, ...) as effects.
noise() {
  local out=$1 colour=$2 dur=$3 range=$4
  shift 4
  env_args "$dur" "$range"
  gen "$out" synth "$dur" "$colour" "${ENV_FX[@]}" "$@"
}

# mix OUT IN... [-- EFFECT...]: mix inputs (each scaled by 1/n) into OUT.
mix() {
  local out=$1
  shift
  local ins=()
  while (($#)) && [[ $1 != -- ]]; do
    ins+=("$1")
    shift
  done
  if (($#)); then shift; fi
  if ((${#ins[@]} == 1)); then
    sx "${ins[0]}" "${FMT[@]}" "$out" "$@"
  else
    sx -m "${ins[@]}" "${FMT[@]}" "$out" "$@"
  fi
}

# at IN START: append to the array LAYERS a copy of IN delayed by START s.
at() {
  local out
  newtmp out
  sx "$1" "${FMT[@]}" "$out" pad "$2"
  LAYERS+=("$out")
}

# bell OUT FREQ DUR: a soft chime; fundamental plus 2nd and 3rd harmonics
# that die away faster.
bell() {
  local out=$1 f=$2 dur=$3
  local a b c
  newtmp a b c
  tone "$a" sine "$f" "$dur" 42
  tone "$b" sine "$(calc "$f*2")" "$(calc "$dur*0.55")" 48
  tone "$c" sine "$(calc "$f*3")" "$(calc "$dur*0.3")" 48
  sx -m -v 0.62 "$a" -v 0.25 "$b" -v 0.13 "$c" "${FMT[@]}" "$out"
}

# coin OUT FREQ DUR: a metallic ping; inharmonic partials like a struck disc.
coin() {
  local out=$1 f=$2 dur=$3
  local a b c d e
  newtmp a b c d e
  tone "$a" sine "$f" "$dur" 40
  tone "$b" sine "$(calc "$f*1.47")" "$(calc "$dur*0.7")" 45
  tone "$c" sine "$(calc "$f*2.09")" "$(calc "$dur*0.45")" 45
  tone "$d" sine "$(calc "$f*2.56")" "$(calc "$dur*0.3")" 45
  noise "$e" whitenoise 0.012 40 highpass 5000
  sx -m -v 0.45 "$a" -v 0.22 "$b" -v 0.14 "$c" -v 0.09 "$d" -v 0.10 "$e" "${FMT[@]}" "$out"
}

# brass OUT FREQ DUR RELEASE: a warm sustained fanfare note (two slightly
# detuned sawtooths, low-passed, with a soft attack and a fade-out of
# RELEASE seconds).
brass() {
  local out=$1 f=$2 dur=$3 rel=$4
  gen "$out" \
    synth "$dur" sawtooth "$f" synth "$dur" sawtooth mix "$(calc "$f*1.005")" \
    vol 0.5 lowpass 2400 lowpass 3500 tremolo 5.5 12 fade q 0.025 "$dur" "$rel"
}

# finish NAME IN [EFFECT...]: apply effects, normalise to $HEADROOM dBFS
# peak (or $PEAK_DB if set, e.g. `PEAK_DB=-7 finish ...`), encode
# $out_dir/NAME.mp3 (written to $tmp first, then moved into place).
#
# Reverb is always used as "gain -n -6 reverb R D S 0": the gain leaves room
# for the reverb's added energy, and a stereo-depth of 0 keeps the signal
# mono (otherwise reverb turns it into stereo, after which "fade 0 -0" and
# "trim" miscount the length and cut the sound to about half).
finish() {
  local name=$1 in=$2
  shift 2
  sx "$in" -c 1 -r "$RATE" -C "$BITRATE" "$tmp/$name.mp3" "$@" gain -n "${PEAK_DB:-$HEADROOM}"
  mv -f -- "$tmp/$name.mp3" "$out_dir/$name.mp3"
  printf 'wrote %s\n' "${out_dir#"$repo_root"/}/$name.mp3"
}

# --------------------------------------------------------------------------
# click: ~50 ms soft UI tick. A quick downward sine chirp plus a touch of
# band-passed noise for the transient, low-passed to keep it soft.
# --------------------------------------------------------------------------
make_click() {
  local a b m
  newtmp a b m
  tone "$a" sine 1900:1100 0.05 50
  noise "$b" pinknoise 0.02 50 bandpass 3000 1q
  mix "$m" "$a" "$b"
  finish click "$m" lowpass 5000 fade h 0.001 0.05 0.01
}

# --------------------------------------------------------------------------
# cardflip: ~0.2 s swish + snap. Pink noise in a low band that fades out
# while a high band swells, giving a quick rising "fffwip", then a short
# bright snap as the card lands. 60 ms of silence follows the snap so that
# decoders which ignore the MP3 encoder delay (and so drop the last ~25 ms)
# don't cut it off.
# --------------------------------------------------------------------------
make_cardflip() {
  local lo hi snap tick s
  newtmp lo hi snap tick s
  gen "$lo" synth 0.09 pinknoise bandpass 1500 0.9q fade q 0.02 0.09 0.06
  gen "$hi" synth 0.12 pinknoise bandpass 4500 1q fade q 0.09 0.12 0.03
  noise "$snap" whitenoise 0.03 50 bandpass 3000 0.7q
  tone "$tick" sine 1700:1200 0.025 45
  mix "$s" "$snap" "$tick"
  local LAYERS=("$lo" "$hi")
  at "$s" 0.11
  mix "$tmp/cardflip.wav" "${LAYERS[@]}" -- pad 0 0.06
  finish cardflip "$tmp/cardflip.wav" lowpass 8000
}

# --------------------------------------------------------------------------
# dice-roll: ~1.5 s of two dice tumbling. Each hit is a short band-passed
# noise burst plus a faint resonant "plastic" tone; hits are strung together
# with uneven, mostly lengthening gaps and falling levels, then a small room
# reverb and a fade-out.
# --------------------------------------------------------------------------
make_dice_roll() {
  # gap-after-hit(s) level band-centre(Hz) resonance(Hz)
  local hits=(
    "0.035 1.00 2600 1250"
    "0.085 0.90 3200 1520"
    "0.030 0.80 2200 1100"
    "0.115 0.92 2900 1400"
    "0.045 0.70 3500 1610"
    "0.070 0.72 2400 1180"
    "0.135 0.78 3000 1330"
    "0.032 0.55 2700 1460"
    "0.095 0.60 3300 1250"
    "0.060 0.48 2500 1150"
    "0.150 0.52 2800 1500"
    "0.040 0.38 3100 1290"
    "0.085 0.34 2600 1210"
    "0.050 0.28 3400 1420"
    "0.125 0.24 2900 1350"
    "0.034 0.18 3000 1300"
    "0.300 0.13 2700 1240"
  )
  local segs=() h gap lvl band res n t m seg
  for h in "${hits[@]}"; do
    read -r gap lvl band res <<<"$h"
    newtmp n t m seg
    noise "$n" whitenoise 0.03 55 bandpass "$band" 1.2q
    tone "$t" sine "$res" 0.028 50
    sx -m -v 0.75 "$n" -v 0.25 "$t" "${FMT[@]}" "$m"
    sx "$m" "${FMT[@]}" "$seg" vol "$lvl" pad 0 "$gap" trim 0 "$gap"
    segs+=("$seg")
  done
  sx "${segs[@]}" "${FMT[@]}" "$tmp/dice.wav"
  finish dice-roll "$tmp/dice.wav" highpass 300 lowpass 8000 gain -n -6 reverb 25 60 20 0 \
    fade 0 -0 0.35
}

# --------------------------------------------------------------------------
# slot-spin: ~2 s reel spin. A train of mechanical ticks that spins up, runs
# fast, then slows and stops with a soft clunk, over a whirring band of
# noise whose flutter also slows down.
# --------------------------------------------------------------------------
make_slot_spin() {
  local ta tb tn1 tn2 tick_a tick_b
  newtmp ta tb tn1 tn2 tick_a tick_b
  tone "$ta" sine 2100 0.018 50
  tone "$tb" sine 1850 0.018 50
  noise "$tn1" whitenoise 0.018 50 bandpass 4000 1.5q
  noise "$tn2" whitenoise 0.018 50 bandpass 3600 1.5q
  sx -m -v 0.55 "$ta" -v 0.45 "$tn1" "${FMT[@]}" "$tick_a"
  sx -m -v 0.55 "$tb" -v 0.45 "$tn2" "${FMT[@]}" "$tick_b"

  # Gaps between ticks (s): spin-up, steady run, slow-down.
  local gaps=(0.100 0.085 0.072 0.062 0.056)
  local i
  for ((i = 0; i < 19; i++)); do gaps+=(0.052); done
  gaps+=(0.060 0.070 0.082 0.098 0.120)
  local segs=() k=0 g seg src lvl total=0
  for g in "${gaps[@]}"; do
    newtmp seg
    if ((k % 2)); then src=$tick_b; else src=$tick_a; fi
    lvl=$(calc "0.65 + 0.35*((($k*7) % 5)/4)")   # slight level variation
    sx "$src" "${FMT[@]}" "$seg" vol "$lvl" pad 0 "$g" trim 0 "$g"
    segs+=("$seg")
    total=$(calc "$total + $g")
    k=$((k + 1))
  done
  # Final stop: a soft low clunk.
  local c1 c2 clunk
  newtmp c1 c2 clunk
  tone "$c1" sine 260:180 0.12 45
  noise "$c2" pinknoise 0.05 50 bandpass 1200 1q
  sx -m -v 0.7 "$c1" -v 0.3 "$c2" "${FMT[@]}" "$clunk" pad 0 0.1
  segs+=("$clunk")
  total=$(calc "$total + 0.22")
  sx "${segs[@]}" "${FMT[@]}" "$tmp/ticks.wav"

  # Whir: band-passed noise with a flutter that slows from 19 Hz to 8 Hz.
  local whir
  newtmp whir
  gen "$whir" \
    synth "$total" pinknoise synth "$total" sine amod 19:8 \
    bandpass 700 0.7q fade q 0.2 "$total" 0.5
  sx -m -v 0.7 "$tmp/ticks.wav" -v 0.3 "$whir" "${FMT[@]}" "$tmp/spin.wav"
  finish slot-spin "$tmp/spin.wav" highpass 120 fade 0 -0 0.05
}

# --------------------------------------------------------------------------
# slot-win: ~1 s bright rising arpeggio (C major, C5 up to C7) of chimes
# 60 ms apart, the top note ringing longest, with a little reverb.
# --------------------------------------------------------------------------
make_slot_win() {
  local notes=(523.25 659.26 783.99 1046.50 1318.51 1567.98 2093.00)
  local LAYERS=() i f b dur
  for i in "${!notes[@]}"; do
    f=${notes[$i]}
    newtmp b
    dur=0.45
    ((i == ${#notes[@]} - 1)) && dur=0.62
    bell "$b" "$f" "$dur"
    at "$b" "$(calc "$i*0.06")"
  done
  mix "$tmp/slotwin.wav" "${LAYERS[@]}" -- pad 0 0.2
  finish slot-win "$tmp/slotwin.wav" gain -n -6 reverb 35 50 40 0 trim 0 1.05 \
    fade 0 -0 0.12
}

# --------------------------------------------------------------------------
# win: ~0.75 s rising three-note chime (G5, C6, E6).
# --------------------------------------------------------------------------
make_win() {
  local b1 b2 b3
  newtmp b1 b2 b3
  bell "$b1" 783.99 0.45
  bell "$b2" 1046.50 0.45
  bell "$b3" 1318.51 0.55
  local LAYERS=("$b1")
  at "$b2" 0.11
  at "$b3" 0.22
  mix "$tmp/win.wav" "${LAYERS[@]}" -- pad 0 0.15
  finish win "$tmp/win.wav" gain -n -6 reverb 30 50 35 0 trim 0 0.78 fade 0 -0 0.1
}

# --------------------------------------------------------------------------
# lose: ~0.8 s soft "womp womp womp": three descending, drooping notes
# (G4, F#4, then F4 sliding down with a slow wobble) in a mellow
# triangle+sine timbre, low-passed so nothing is harsh.
# --------------------------------------------------------------------------
make_lose() {
  # start-time from-Hz to-Hz duration
  local notes=("0.00 392.00 380.00 0.22" "0.21 369.99 356.00 0.22"
    "0.42 349.23 293.66 0.38")
  local LAYERS=() n st f1 f2 d a b m
  for n in "${notes[@]}"; do
    read -r st f1 f2 d <<<"$n"
    newtmp a b m
    gen "$a" synth "$d" triangle "$f1:$f2"
    gen "$b" synth "$d" sine "$(calc "$f1/2"):$(calc "$f2/2")"
    sx -m -v 0.6 "$a" -v 0.4 "$b" "${FMT[@]}" "$m" fade h 0.03 "$d" "$(calc "$d*0.55")"
    at "$m" "$st"
  done
  # Wobble on the last, longer note only.
  local last=${LAYERS[2]} wob
  newtmp wob
  sx "$last" "${FMT[@]}" "$wob" tremolo 7 35
  LAYERS[2]=$wob
  mix "$tmp/lose.wav" "${LAYERS[@]}"
  # Sustained tones sound much louder than the decaying chimes at the same
  # peak level, so this one is normalised lower to sit with the others.
  PEAK_DB=-7 finish lose "$tmp/lose.wav" lowpass 1400 highpass 100 fade 0 -0 0.05
}

# --------------------------------------------------------------------------
# cashout: ~0.7 s coin jingle; a quick cascade of high metallic pings with
# inharmonic partials (like coins dropping into a tray) and a light sparkle
# of reverb.
# --------------------------------------------------------------------------
make_cashout() {
  # start-time frequency ring-time
  local pings=("0.000 2637 0.30" "0.055 3136 0.28" "0.120 2349 0.30"
    "0.175 3520 0.26" "0.240 2794 0.30" "0.300 3951 0.34")
  local LAYERS=() p st f d c
  for p in "${pings[@]}"; do
    read -r st f d <<<"$p"
    newtmp c
    coin "$c" "$f" "$d"
    at "$c" "$st"
  done
  mix "$tmp/cash.wav" "${LAYERS[@]}" -- pad 0 0.15
  finish cashout "$tmp/cash.wav" highpass 800 gain -n -6 reverb 30 40 30 0 trim 0 0.72 \
    fade 0 -0 0.1
}

# --------------------------------------------------------------------------
# jackpot: ~2.3 s fanfare. A brassy "da-da-da-DAAA" pickup (G4 C5 E5 G5)
# leading into a sustained C major chord, a rising chime arpeggio over the
# chord and scattered high sparkles, all in a little reverb.
# --------------------------------------------------------------------------
make_jackpot() {
  local LAYERS=() b i f st

  # Pickup notes.
  local pickup=(392.00 523.25 659.26 783.99)
  for i in "${!pickup[@]}"; do
    newtmp b
    brass "$b" "${pickup[$i]}" 0.13 0.05
    at "$b" "$(calc "$i*0.1")"
  done

  # Sustained chord C4 C5 E5 G5 C6 from 0.4 s.
  local chord=(261.63 523.25 659.26 783.99 1046.50)
  for f in "${chord[@]}"; do
    newtmp b
    brass "$b" "$f" 1.55 0.9
    at "$b" 0.4
  done

  # Chime arpeggio on top of the chord.
  local arp=(1046.50 1318.51 1567.98 2093.00 2637.02)
  for i in "${!arp[@]}"; do
    newtmp b
    bell "$b" "${arp[$i]}" 0.55
    at "$b" "$(calc "0.4 + $i*0.07")"
  done

  # Sparkles: short high pings scattered over the chord.
  local sparkles=("0.78 4186.01" "0.93 3135.96" "1.06 5274.04" "1.18 3951.07"
    "1.31 4698.64" "1.45 3520.00" "1.58 5274.04" "1.72 4186.01")
  local sp
  for sp in "${sparkles[@]}"; do
    read -r st f <<<"$sp"
    newtmp b
    tone "$b" sine "$f" 0.22 45
    at "$b" "$st"
  done

  mix "$tmp/jackpot.wav" "${LAYERS[@]}" -- pad 0 0.3
  finish jackpot "$tmp/jackpot.wav" highpass 80 gain -n -6 reverb 40 50 50 0 \
    fade 0 -0 0.25
}

# --------------------------------------------------------------------------
# plinko: ~0.45 s, a ball dropping into its slot: a soft low knock, then a
# quick bright two-note chime (E6, B6), with a little room.
# --------------------------------------------------------------------------
make_plinko() {
  local knock thud b1 b2
  newtmp knock thud b1 b2
  tone "$knock" sine 520:300 0.08 45
  noise "$thud" pinknoise 0.03 50 bandpass 1800 1q
  bell "$b1" 1318.51 0.25
  bell "$b2" 1975.53 0.3
  local LAYERS=("$knock" "$thud")
  at "$b1" 0.04
  at "$b2" 0.1
  mix "$tmp/plinko.wav" "${LAYERS[@]}" -- pad 0 0.08
  finish plinko "$tmp/plinko.wav" gain -n -6 reverb 20 50 25 0 trim 0 0.46 fade 0 -0 0.08
}

make_click
make_cardflip
make_dice_roll
make_slot_spin
make_slot_win
make_win
make_lose
make_cashout
make_jackpot
make_plinko

printf 'done: %d sounds in %s\n' 10 "${out_dir#"$repo_root"/}"
