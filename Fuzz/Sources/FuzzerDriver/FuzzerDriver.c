// SwiftPM links an executable target on Linux with `--defsym main=<module>_main` (so tests
// can import executables), which replaces libFuzzer's own main(). Each shim therefore
// defines `<module>_main` and hands control to libFuzzer through its documented entry
// point, LLVMFuzzerRunDriver, exactly as libFuzzer's main() would.
#include <stddef.h>
#include <stdint.h>
#include "FuzzerDriver.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

int dialogc_fuzzer_main(int argc, char **argv) {
    return LLVMFuzzerRunDriver(&argc, &argv, LLVMFuzzerTestOneInput);
}
