#ifndef DIALOGC_FUZZER_DRIVER_H
#define DIALOGC_FUZZER_DRIVER_H

/// Runs libFuzzer with the process's arguments on the `LLVMFuzzerTestOneInput` the
/// executable defines. See FuzzerDriver.c for why the drivers need this.
int dialogc_fuzzer_main(int argc, char **argv);

#endif
